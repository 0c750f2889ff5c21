import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** The product list of a category (query title sets the title). */
export default function Category() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.category', titleQuery: 'title' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Category')} />
    </AreaRoot>
  );
}
