import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { contentPageQuery } from '../features/content/api/get-content-page';
import { ContentArticle } from '../features/content/components/content-article';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(contentPageQuery('about-us'));
};

/** Who we are: the company behind the shop and how to reach it. */
export default function AboutUs() {
  return (
    <AreaRoot>
      <ContentArticle slug="about-us" titleKey="routes.about.aboutUs" descriptionKey="pages.help_service.AboutUs" />
    </AreaRoot>
  );
}
