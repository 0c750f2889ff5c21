import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** A landing page for a featured collection. */
export default function Template() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.template' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Template')} />
    </AreaRoot>
  );
}
