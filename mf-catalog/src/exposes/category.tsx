import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { CategoryTree } from '../features/product-list/components/category-tree';
import { ProductList } from '../features/product-list/components/product-list';
import { ProductCard } from '../features/product-card/components/product-card';

/** The product list of a category (query categoryId; query title sets the title), or of every product without one. */
export default function Category() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.category', titleQuery: 'title' });
  const [params] = useSearchParams();
  const id = Number(params.get('categoryId'));
  const categoryId = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Category')} />
      <CategoryTree categoryId={categoryId} />
      {/* Keyed: another category starts with a fresh list (its brands are not this one's). */}
      <ProductList key={categoryId ?? 0} categoryId={categoryId} renderProduct={(product) => <ProductCard product={product} />} />
    </AreaRoot>
  );
}
