import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { AreaRoot } from '../area-root';
import { CategoryGrid } from '../features/category-grid/components/category-grid';
import { BlockState } from '../features/home-block/components/block-state';
import { useRequest, type RequestStatus } from '../features/home-block/hooks/use-request';
import { Carousel } from '../features/home-carousel/components/carousel';
import { getProductRanking } from '../features/home-rankings/api/get-product-ranking';
import { RankingTabs } from '../features/home-rankings/components/ranking-tabs';
import { getHomeMulti } from '../features/home-sections/api/get-home-multi';
import { ProductShelf, ProductShelfSkeleton } from '../features/home-sections/components/product-shelf';
import { ServiceImages } from '../features/home-sections/components/service-images';
import { useHomeSlice } from '../features/home-sections/hooks/use-home-slice';
import { getHotWords } from '../features/hot-words/api/get-hot-words';
import { HotWords } from '../features/hot-words/components/hot-words';
import { ProductCard } from '../features/product-card/components/product-card';

/** The home page: hot words, carousel and services, categories, recommended products, rankings, new arrivals. */
export default function Home() {
  const { t } = useTranslation();
  const home = useHomeSlice();
  usePageMeta({ titleKey: 'routes.home', keywords: home.metaKeyword || undefined });
  const multi = useRequest(getHomeMulti, 'home');
  const rankings = useRequest(getProductRanking, 'rankings');
  const hotWords = useRequest(getHotWords, 'hot-words');
  // The store keeps the last answer (spec §3 home slice): a return to home paints it at once while it refreshes.
  const homeStatus: RequestStatus = home.filled && multi.status !== 'ok' ? 'ok' : multi.status;
  const card = (product: (typeof home.recommended)[number]) => <ProductCard product={product} />;

  return (
    <AreaRoot>
      <h1 className="visually-hidden">{t('common.siteName')}</h1>
      <BlockState {...hotWords} skeleton={<span className="skeleton skeleton-line" />}>
        <HotWords words={hotWords.data ?? []} />
      </BlockState>
      <BlockState status={homeStatus} error={multi.error} retry={multi.retry} skeleton={<span className="skeleton skeleton-box" />}>
        <Carousel slides={home.carousel} />
        <ServiceImages items={home.serviceImages} />
      </BlockState>
      <CategoryGrid />
      <BlockState status={homeStatus} retry={multi.retry} quietError skeleton={<ProductShelfSkeleton />}>
        <ProductShelf id="home-recommended" title={t('catalog.home.recommended')} products={home.recommended} renderProduct={card} />
      </BlockState>
      <section aria-labelledby="home-rankings-title" className="home-block">
        <h2 id="home-rankings-title">{t('catalog.home.rankings')}</h2>
        <BlockState {...rankings} skeleton={<ProductShelfSkeleton count={2} />}>
          <RankingTabs groups={rankings.data ?? []} />
        </BlockState>
      </section>
      <BlockState status={homeStatus} retry={multi.retry} quietError skeleton={<ProductShelfSkeleton />}>
        <ProductShelf id="home-new" title={t('catalog.home.newProducts')} products={home.newProducts} renderProduct={card} />
      </BlockState>
    </AreaRoot>
  );
}
