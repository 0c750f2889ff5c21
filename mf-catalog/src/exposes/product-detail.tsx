import { useParams } from '@labmall/shared/router';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { NearViewport } from '@labmall/shared/ui/near-viewport';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { productQuery } from '../features/product-detail/api/get-product';
import { useProduct } from '../features/product-detail/hooks/use-product';
import { ProductDetailView } from '../features/product-detail/components/product-detail-view';
import { ProductDetailSkeleton } from '../features/product-detail/components/product-detail-skeleton';
import { ProductLoadError } from '../features/product-detail/components/product-load-error';
import { categoryHref } from '../features/product-detail/components/category-trail';
import { ProductReviews } from '../features/product-reviews/components/product-reviews';
import { ProductRecommendations } from '../features/product-recommendations/components/product-recommendations';
import { ProductCard } from '../features/product-card/components/product-card';
import { HazardSection } from '../features/safety-documents/components/hazard-section';
import { FavouriteHeart } from '../features/product-card/components/favourite-heart';

/** The product decides the page: a 404 or 410 from its call becomes the page's status on the server. */
export const loader: RouteLoader = async ({ params, prefetch }) => {
  await prefetch(productQuery(Number(params.id)));
};

/** A product's detail page (path parameter id, numeric: the shell validates it); 404/410 become the error page. */
export default function ProductDetail() {
  const id = Number(useParams().id);
  const localize = useLocalizedPath();
  const { product, loading, failed, retry } = useProduct(id);
  usePageMeta({
    titleKey: 'routes.product',
    ...(product
      ? {
          title: product.name,
          description: product.summary,
          trail: [product.topCategory, product.category].map((c) => ({ label: c.name, to: localize(categoryHref(c)) })),
        }
      : {}),
  });

  return (
    <AreaRoot>
      {product ? (
        <>
          <ProductDetailView product={product} titleAction={<FavouriteHeart productId={product.id} productName={product.name} />} />
          <HazardSection product={product} />
          {/* Below the first screen: loaded and rendered as the shopper scrolls towards them. */}
          <NearViewport minHeight={360}>
            <ProductReviews productId={product.id} rating={product.rating} />
          </NearViewport>
          <NearViewport minHeight={720}>
            <ProductRecommendations productId={product.id} renderCard={(card) => <ProductCard product={card} />} />
          </NearViewport>
        </>
      ) : failed ? (
        <ProductLoadError onRetry={retry} />
      ) : loading ? (
        <ProductDetailSkeleton />
      ) : null}
    </AreaRoot>
  );
}
