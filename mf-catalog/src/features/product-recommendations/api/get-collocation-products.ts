import { apiGet } from '@labmall/shared/api/lazy-client';
import type { RecommendedProduct } from './recommended-product';

/** GET /api/product/collocationproduct: products often bought together with this one. */
export async function getCollocationProducts(id: number, signal?: AbortSignal): Promise<RecommendedProduct[]> {
  const body = await apiGet<RecommendedProduct[]>('/api/product/collocationproduct', { id }, signal ? { signal } : undefined);
  return body.data;
}
