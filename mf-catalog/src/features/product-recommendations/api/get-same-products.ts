import { apiGet } from '@labmall/shared/api/lazy-client';
import { RECOMMENDATION_LIMIT, type RecommendedProduct } from './recommended-product';

/** GET /api/product/same: other products of the same sub-category. */
export async function getSameProducts(id: number, signal?: AbortSignal): Promise<RecommendedProduct[]> {
  const body = await apiGet<RecommendedProduct[]>('/api/product/same', { id, limit: RECOMMENDATION_LIMIT }, signal ? { signal } : undefined);
  return body.data;
}
