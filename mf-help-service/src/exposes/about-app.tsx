import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** About: the mobile-app page (about's root). */
export default function AboutApp() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.about.app' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.AboutApp')} />
    </AreaRoot>
  );
}
