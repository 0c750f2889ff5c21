import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** About the company. */
export default function AboutUs() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.about.aboutUs' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.AboutUs')} />
    </AreaRoot>
  );
}
