import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** The fields of the API's ProductCard this page hands on to the product card. */
export interface TopProduct {
  id: number;
  name: string;
  summary: string;
  image: string;
  brand: { id: number; name: string };
  categoryId: number;
  casNumber: string | null;
  formula: string | null;
  price: number;
  marketPrice: number | null;
  inStock: boolean;
  sales: number;
  skuCount: number;
  isNew: boolean;
}

export const TOP_PRODUCTS_COUNT = 8;

/** POST /api/product/page-get-products sorted by sales: a category's best sellers (a top category covers its children). */
export async function getTopProducts(categoryId: number): Promise<TopProduct[]> {
  const envelope = await apiPost<{ items: TopProduct[] }>('/api/product/page-get-products', {
    page: 1,
    pageSize: TOP_PRODUCTS_COUNT,
    categoryId,
    sort: 'sales',
  });
  if (envelope.code !== CODE_OK) throw envelope;
  return envelope.data.items ?? [];
}
