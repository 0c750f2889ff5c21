import { apiGet } from '@labmall/shared/api/client';
import type { ProductDetail } from './product-types';

/** GET /api/product/get: the whole detail page's product, in the request's language. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await apiGet<ProductDetail>('/api/product/get', { id }, signal ? { signal } : undefined);
  return body.data;
}
