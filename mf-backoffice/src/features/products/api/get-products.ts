import { useRequest } from '@labmall/shared/hooks/use-request';
import { listParams, oneOf, positiveInt, readListPaging, type ListPaging } from '../../../lib/list-query';
import { staffGet } from '../../../lib/staff-api';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../lib/product-status';

export { PRODUCT_STATUSES, type ProductStatus };

export const PRODUCT_SORTS = ['id', 'name', 'updatedAt', 'price', 'stock', 'sales'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The products table's state: all of it lives in the URL query, so reload and back keep it. */
export interface ProductsQuery extends ListPaging<ProductSort> {
  q: string;
  categoryId: number | null;
  status: ProductStatus | '';
  lowStock: boolean;
}

export interface ProductRow {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  brand: string;
  status: ProductStatus;
  skuCount: number;
  stock: number;
  minPrice: number | null;
  updatedAt: string;
}

export interface Page<T> { items: T[]; total: number; page: number; pageSize: number }

/** Reads the table state from the URL query, with defaults for what is missing or invalid. */
export function readProductsQuery(search: URLSearchParams): ProductsQuery {
  return {
    ...readListPaging(search, PRODUCT_SORTS, 'updatedAt'),
    q: search.get('q') ?? '',
    categoryId: search.get('categoryId') ? positiveInt(search.get('categoryId'), 0) || null : null,
    status: oneOf(PRODUCT_STATUSES, search.get('status')),
    lowStock: search.get('lowStock') === 'true',
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const productsParams = (query: ProductsQuery) => listParams(query, ['q', 'categoryId', 'status', 'lowStock']);

/** GET /api/backoffice/catalogue/products (catalogue): one page, sorted and filtered by the server. */
export async function getProducts(query: ProductsQuery) {
  return staffGet<Page<ProductRow>>('/api/backoffice/catalogue/products', productsParams(query));
}

/** `version` changes after a bulk status change, so the page is asked for again. */
export const useProducts = (query: ProductsQuery, version: number) =>
  useRequest(`backoffice-products|${new URLSearchParams(productsParams(query))}|${version}`, () => getProducts(query));
