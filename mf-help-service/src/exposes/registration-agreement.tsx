import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { contentPageQuery } from '../features/content/api/get-content-page';
import { ContentArticle } from '../features/content/components/content-article';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(contentPageQuery('registration-agreement'));
};

/** The registration agreement a shopper accepts when signing up. */
export default function RegistrationAgreement() {
  return (
    <AreaRoot>
      <ContentArticle slug="registration-agreement" titleKey="routes.registrationAgreement" descriptionKey="pages.help_service.RegistrationAgreement" />
    </AreaRoot>
  );
}
