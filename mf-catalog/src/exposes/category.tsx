import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { productPageQuery } from '../features/product-list/api/get-products';
import { categoryPlaceQuery } from '../features/product-list/api/get-category-path';
import { listRequest, readListState } from '../features/product-list/model/list-state';
import { CategoryTree } from '../features/product-list/components/category-tree';
import { ProductList } from '../features/product-list/components/product-list';
import { ProductCard } from '../features/product-card/components/product-card';

/** `?categoryId=` when it is a positive whole number; anything else lists every product. */
function categoryIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('categoryId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const categoryId = categoryIdOf(search);
  await Promise.all([
    prefetch(productPageQuery(listRequest(readListState(search), { categoryId }))),
    categoryId ? prefetch(categoryPlaceQuery(categoryId)) : undefined,
  ]);
};

/** The product list of a category (query categoryId; query title sets the title), or of every product without one. */
export default function Category() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.category', titleQuery: 'title' });
  const [params] = useSearchParams();
  const categoryId = categoryIdOf(params);
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Category')} />
      <CategoryTree categoryId={categoryId} />
      {/* Keyed: another category starts with a fresh list (its brands are not this one's). */}
      <ProductList key={categoryId ?? 0} categoryId={categoryId} renderProduct={(product) => <ProductCard product={product} />} />
    </AreaRoot>
  );
}
