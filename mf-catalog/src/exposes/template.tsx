import { useTranslation } from '@labmall/shared/i18n/react';
import { useSearchParams } from '@labmall/shared/router';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { AreaRoot } from '../area-root';
import { BlockState } from '../features/home-block/components/block-state';
import { useBlockQuery } from '../features/home-block/hooks/use-block-query';
import { ProductShelf, ProductShelfSkeleton } from '../features/home-sections/components/product-shelf';
import { ProductCard } from '../features/product-card/components/product-card';
import { topProductsQuery } from '../features/template/api/get-top-products';
import { parseCategoryId } from '../features/template/campaign';
import { CampaignHero } from '../features/template/components/campaign-hero';
import { CategorySwitch } from '../features/template/components/category-switch';
import { HighlightBlocks } from '../features/template/components/highlight-blocks';

export const loader: RouteLoader = async ({ search, prefetch }) => {
  await prefetch(topProductsQuery(parseCategoryId(search.get('categoryId'))));
};

/** A campaign landing page: hero, featured categories and the best sellers of `?categoryId=` (default 1). */
export default function Template() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const categoryId = parseCategoryId(search.get('categoryId'));
  const categoryName = useQuery(allCategoriesQuery).data?.find((c) => c.id === categoryId)?.name;
  usePageMeta({ titleKey: 'routes.template', title: t('catalog.template.headline'), descriptionKey: 'catalog.template.lead' });
  const products = useBlockQuery(topProductsQuery(categoryId));
  const shelfTitle = categoryName ? t('catalog.template.productsTitle', { category: categoryName }) : t('catalog.template.productsTitleAny');

  return (
    <AreaRoot>
      <CampaignHero />
      <HighlightBlocks />
      <div id="template-products" className="campaign-section">
        <CategorySwitch current={categoryId} linkFor={(id) => `${localize('/template')}?categoryId=${id}`} />
        <BlockState {...products} skeleton={<ProductShelfSkeleton />}>
          <ProductShelf
            id="template-best-sellers"
            title={shelfTitle}
            products={products.data ?? []}
            renderProduct={(product) => <ProductCard product={product} />}
          />
        </BlockState>
      </div>
    </AreaRoot>
  );
}
