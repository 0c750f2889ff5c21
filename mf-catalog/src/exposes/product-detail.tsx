import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** A product's detail page (path parameter id). */
export default function ProductDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.product' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.ProductDetail')} />
    </AreaRoot>
  );
}
