import { memo, useEffect } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { DeferredHydration } from '@labmall/shared/ui/deferred-hydration';
import { appStore } from '@labmall/shared/store/app-store';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { CategoryGrid } from '../features/category-grid/components/category-grid';
import { BlockState } from '../features/home-block/components/block-state';
import { useBlockQuery } from '../features/home-block/hooks/use-block-query';
import { Carousel } from '../features/home-carousel/components/carousel';
import { productRankingQuery } from '../features/home-rankings/api/get-product-ranking';
import { RankingTabs } from '../features/home-rankings/components/ranking-tabs';
import type { RankingGroup } from '../features/home-rankings/api/get-product-ranking';
import { homeMultiQuery, type HomeMulti } from '../features/home-sections/api/get-home-multi';
import type { ProductCard as ProductCardData } from '../features/home-sections/api/home-types';
import { ProductShelf, ProductShelfSkeleton } from '../features/home-sections/components/product-shelf';
import { ServiceImages } from '../features/home-sections/components/service-images';
import { hotWordsQuery } from '../features/hot-words/api/get-hot-words';
import { HotWords } from '../features/hot-words/components/hot-words';
import { ProductCard } from '../features/product-card/components/product-card';

/** What the home page shows first, loaded before it renders (on the server, or before a client-side visit). */
export const loader: RouteLoader = async ({ prefetch }) => {
  await Promise.all([prefetch(homeMultiQuery), prefetch(productRankingQuery), prefetch(hotWordsQuery)]);
};

/** Spec §3 keeps the home page's data in the store's home slice too. */
function useHomeSlice(data: HomeMulti | undefined): void {
  useEffect(() => {
    if (!data) return;
    appStore.getState().setHomeData({
      metaKeyword: data.metaKeyword,
      carouselData: data.carousel,
      serviceImgData: data.serviceImages,
      recommendData: data.recommended,
      newProductData: data.newProducts,
    });
  }, [data]);
}

const NO_RANKINGS: RankingGroup[] = [];

// Below the first screen on a phone: hydrated when they come near it or are touched (DeferredHydration). Memoised so
// that the page re-rendering with the same data does not reach them before they have hydrated.
const DeferredCategoryGrid = memo(function DeferredCategoryGrid() {
  return (
    <DeferredHydration>
      <CategoryGrid />
    </DeferredHydration>
  );
});

const DeferredRankingTabs = memo(function DeferredRankingTabs({ groups }: { groups: RankingGroup[] }) {
  return (
    <DeferredHydration>
      <RankingTabs groups={groups} />
    </DeferredHydration>
  );
});

/** The home page: hot words, carousel and services, categories, recommended products, rankings, new arrivals. */
export default function Home() {
  const { t } = useTranslation();
  const multi = useBlockQuery(homeMultiQuery);
  const rankings = useBlockQuery(productRankingQuery);
  const hotWords = useBlockQuery(hotWordsQuery);
  const home = multi.data;
  useHomeSlice(home);
  usePageMeta({ titleKey: 'routes.home', keywords: home?.metaKeyword || undefined });
  const card = (product: ProductCardData) => <ProductCard product={product} />;

  return (
    <AreaRoot>
      <h1 className="visually-hidden">{t('common.siteName')}</h1>
      <BlockState {...hotWords} skeleton={<span className="skeleton skeleton-line" />}>
        <HotWords words={hotWords.data ?? []} />
      </BlockState>
      <BlockState {...multi} skeleton={<span className="skeleton skeleton-box" />}>
        <Carousel slides={home?.carousel ?? []} />
        <ServiceImages items={home?.serviceImages ?? []} />
      </BlockState>
      <DeferredCategoryGrid />
      <BlockState {...multi} quietError skeleton={<ProductShelfSkeleton />}>
        <ProductShelf id="home-recommended" title={t('catalog.home.recommended')} products={home?.recommended ?? []} renderProduct={card} />
      </BlockState>
      <section aria-labelledby="home-rankings-title" className="home-block">
        <h2 id="home-rankings-title">{t('catalog.home.rankings')}</h2>
        <BlockState {...rankings} skeleton={<ProductShelfSkeleton count={2} />}>
          <DeferredRankingTabs groups={rankings.data ?? NO_RANKINGS} />
        </BlockState>
      </section>
      <BlockState {...multi} quietError skeleton={<ProductShelfSkeleton />}>
        <ProductShelf id="home-new" title={t('catalog.home.newProducts')} products={home?.newProducts ?? []} renderProduct={card} />
      </BlockState>
    </AreaRoot>
  );
}
