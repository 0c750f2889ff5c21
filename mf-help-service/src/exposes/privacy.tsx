import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { contentPageQuery } from '../features/content/api/get-content-page';
import { ContentArticle } from '../features/content/components/content-article';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(contentPageQuery('privacy'));
};

/** The privacy policy: what the shop collects, why, and the reader's rights. */
export default function Privacy() {
  return (
    <AreaRoot>
      <ContentArticle slug="privacy" titleKey="routes.privacy" descriptionKey="pages.help_service.Privacy" />
    </AreaRoot>
  );
}
