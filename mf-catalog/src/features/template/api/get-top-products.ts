import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ProductCardData } from '@labmall/shared/catalog/types';
import type { Query } from '@labmall/shared/data/query';

/** The fields of the API's ProductCard this page hands on to the product card. */
export type TopProduct = ProductCardData;

export const TOP_PRODUCTS_COUNT = 8;

/** POST /api/product/page-get-products sorted by sales: a category's best sellers (a top category covers its children). */
export async function getTopProducts(categoryId: number, signal?: AbortSignal): Promise<TopProduct[]> {
  const envelope = await apiPost<{ items: TopProduct[] }>('/api/product/page-get-products', {
    page: 1,
    pageSize: TOP_PRODUCTS_COUNT,
    categoryId,
    sort: 'sales',
  }, signal ? { signal } : undefined);
  if (envelope.code !== CODE_OK) throw envelope;
  return envelope.data.items ?? [];
}

export const topProductsQuery = (categoryId: number): Query<TopProduct[]> =>
  ({ key: `top-products|${categoryId}`, load: (signal) => getTopProducts(categoryId, signal) });
