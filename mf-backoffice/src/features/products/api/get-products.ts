import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../lib/product-status';

export { PRODUCT_STATUSES, type ProductStatus };

export const PRODUCT_SORTS = ['id', 'name', 'updatedAt', 'price', 'stock', 'sales'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The products table's state: all of it lives in the URL query, so reload and back keep it. */
export interface ProductsQuery {
  page: number;
  pageSize: number;
  sort: ProductSort;
  order: 'asc' | 'desc';
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

export const PAGE_SIZES = [20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the table state from the URL query, with defaults for what is missing or invalid. */
export function readProductsQuery(search: URLSearchParams): ProductsQuery {
  const sort = search.get('sort') as ProductSort;
  const status = search.get('status') as ProductStatus;
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: PRODUCT_SORTS.includes(sort) ? sort : 'updatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    q: search.get('q') ?? '',
    categoryId: search.get('categoryId') ? positive(search.get('categoryId'), 0) || null : null,
    status: PRODUCT_STATUSES.includes(status) ? status : '',
    lowStock: search.get('lowStock') === 'true',
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function productsParams(query: ProductsQuery): Record<string, string> {
  const params: Record<string, string> = {
    page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order,
  };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.categoryId) params.categoryId = String(query.categoryId);
  if (query.status) params.status = query.status;
  if (query.lowStock) params.lowStock = 'true';
  return params;
}

/** GET /api/backoffice/catalogue/products (catalogue): one page, sorted and filtered by the server. */
export async function getProducts(query: ProductsQuery) {
  return staffGet<Page<ProductRow>>('/api/backoffice/catalogue/products', productsParams(query));
}

/** `version` changes after a bulk status change, so the page is asked for again. */
export const useProducts = (query: ProductsQuery, version: number) =>
  useRequest(`backoffice-products|${new URLSearchParams(productsParams(query))}|${version}`, () => getProducts(query));
