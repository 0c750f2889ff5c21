import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { CategoryGrid } from '../features/category-grid/components/category-grid';

/** The home page: carousel, recommended and new products, rankings and hot words. */
export default function Home() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.home' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Home')} />
      <CategoryGrid />
    </AreaRoot>
  );
}
