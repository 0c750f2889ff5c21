import type { Query } from '@labmall/shared/data/query';
import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ProductCardData } from '@labmall/shared/catalog/types';

export type SortKey = 'relevance' | 'sales' | 'price_asc' | 'price_desc' | 'newest';

/** Body of POST /api/product/page-get-products (docs/catalog-api.md). Prices are yuan. */
export interface ProductListRequest {
  page: number;
  pageSize: number;
  keyword?: string;
  categoryId?: number;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: SortKey;
}

/** The API's ProductCard, as far as a list reads it. */
export type ListedProduct = ProductCardData;

export interface BrandFacet { id: number; name: string; count: number }

export interface ProductPage {
  items: ListedProduct[];
  total: number;
  page: number;
  pageSize: number;
  facets: { brands: BrandFacet[]; price: { min: number; max: number } };
}

/** POST /api/product/page-get-products: one page of products with the brand and price facets. */
export async function getProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductPage> {
  const body = await apiPost<ProductPage>('/api/product/page-get-products', request, { signal });
  // "Business Failed" passes the client as a normal result (spec §8) but carries no list.
  if (body.code !== CODE_OK || !body.data) throw body;
  const data = body.data;
  return { ...data, items: data.items ?? [], facets: { brands: data.facets?.brands ?? [], price: data.facets?.price ?? { min: 0, max: 0 } } };
}

/** The key is the whole request: every filter, the sort and the page change the answer. */
export const productPageQuery = (request: ProductListRequest): Query<ProductPage> =>
  ({ key: `products|${JSON.stringify(request)}`, load: (signal) => getProducts(request, signal) });
