import { apiGet } from '@labmall/shared/api/lazy-client';
import { RECOMMENDATION_LIMIT, type RecommendedProduct } from './recommended-product';

/** GET /api/product/like: "you may also like", best sellers of the same top category. */
export async function getLikeProducts(id: number, signal?: AbortSignal): Promise<RecommendedProduct[]> {
  const body = await apiGet<RecommendedProduct[]>('/api/product/like', { id, limit: RECOMMENDATION_LIMIT }, signal ? { signal } : undefined);
  return body.data;
}
