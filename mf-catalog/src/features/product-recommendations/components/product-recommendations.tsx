import { useTranslation } from '@labmall/shared/i18n/react';
import { getSameProducts } from '../api/get-same-products';
import { getLikeProducts } from '../api/get-like-products';
import { getCollocationProducts } from '../api/get-collocation-products';
import { RecommendationList, type RenderCard } from './recommendation-list';
import './product-recommendations.css';

/**
 * Bought together, same category, you may also like: three independent lists. The page passes the card
 * renderer (the product-card feature), since a feature never imports another feature.
 */
export function ProductRecommendations({ productId, renderCard }: { productId: number; renderCard: RenderCard }) {
  const { t } = useTranslation();
  return (
    <>
      <RecommendationList productId={productId} title={t('catalog.product.boughtTogether')} load={getCollocationProducts} source="product_collocation" renderCard={renderCard} />
      <RecommendationList productId={productId} title={t('catalog.product.sameCategory')} load={getSameProducts} source="product_same" renderCard={renderCard} />
      <RecommendationList productId={productId} title={t('catalog.product.youMayAlsoLike')} load={getLikeProducts} source="product_like" renderCard={renderCard} />
    </>
  );
}
