import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** After-sales requests. */
export default function AfterSales() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.service.afterSales' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.AfterSales')} />
    </AreaRoot>
  );
}
