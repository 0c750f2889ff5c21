import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Help centre home. */
export default function HelpHome() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.help.home' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.HelpHome')} />
    </AreaRoot>
  );
}
