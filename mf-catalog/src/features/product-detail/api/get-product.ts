import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { ProductDetail } from './product-types';
import { pageErrorOf } from '../lib/page-error-of';

/** GET /api/product/get: the whole detail page's product, in the request's language. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await apiGet<ProductDetail>('/api/product/get', { id }, signal ? { signal } : undefined);
  return body.data;
}

/**
 * The product as the page's query. 404 and 410 become page errors here, so the route loader can decide the
 * page's HTTP status on the server and the page shows the shell's error page. (An empty message is filled in
 * by the page in the shopper's language.)
 */
export const productQuery = (id: number): Query<ProductDetail> => ({
  key: `product|${id}`,
  load: (signal) => getProduct(id, signal).catch((error: unknown) => {
    throw pageErrorOf(error, '') ?? error;
  }),
});
