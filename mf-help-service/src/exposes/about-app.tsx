import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { contentPageQuery } from '../features/content/api/get-content-page';
import { ContentArticle } from '../features/content/components/content-article';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(contentPageQuery('about-app'));
};

/** The shop on a phone: what the mobile version offers and how to open it. */
export default function AboutApp() {
  return (
    <AreaRoot>
      <ContentArticle slug="about-app" titleKey="routes.about.app" descriptionKey="pages.help_service.AboutApp" />
    </AreaRoot>
  );
}
