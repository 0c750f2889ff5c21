import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { ProductStatus } from '../../../lib/product-status';

/** Fewer characters would match most of the catalogue. */
export const MIN_SEARCH_LENGTH = 2;
const MATCHES = 10;

/** A product as the products list answers it (name in the user's language). */
export interface ProductMatch { id: number; name: string; brand: string; categoryName: string; status: ProductStatus }

/**
 * GET /api/backoffice/catalogue/products?q (catalogue): the products list's search (names in every language, SKU
 * codes, brand, CAS number, formula or the id), best sellers first, as a picker offers them.
 */
export async function searchProducts(q: string) {
  const page = await staffGet<{ items: ProductMatch[] }>('/api/backoffice/catalogue/products', { q, pageSize: MATCHES, sort: 'sales', order: 'desc' });
  return page.items;
}

/** Asks nothing for a query shorter than MIN_SEARCH_LENGTH. */
export const useProductSearch = (q: string) =>
  useRequest(q.length >= MIN_SEARCH_LENGTH ? `backoffice-product-search|${q}` : null, () => searchProducts(q));
