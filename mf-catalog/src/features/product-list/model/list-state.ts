import type { ProductListRequest, SortKey } from '../api/get-products';

/** The list is fixed at 20 a page (one grid of 4 × 5). */
export const PAGE_SIZE = 20;
/** The API takes at most 20 brand ids. */
const MAX_BRANDS = 20;
const SORTS: readonly SortKey[] = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'];

/** Filters, sort and page: all of it lives in the URL so reload, links and back/forward restore it. */
export interface ListState {
  brandIds: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Absent = the API's default (relevance with a keyword, else sales). */
  sort?: SortKey;
  page: number;
}

export const EMPTY_FILTERS: Partial<ListState> = { brandIds: [], minPrice: undefined, maxPrice: undefined, inStock: false };

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) return undefined;
  return Number(text);
}

/** A yuan amount with at most two decimals; anything else (negative, "abc", "1e9") is ignored. */
function amount(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

/** Reads `brand=1,3&min=10&max=500&stock=1&sort=price_asc&page=2`; a hand-edited bad value is dropped, not fatal. */
export function readListState(params: URLSearchParams): ListState {
  const brandIds = [...new Set((params.get('brand') ?? '').split(',').map((id) => positiveInt(id)))]
    .filter((id): id is number => id !== undefined)
    .slice(0, MAX_BRANDS);
  let minPrice = amount(params.get('min'));
  let maxPrice = amount(params.get('max'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = SORTS.find((key) => key === params.get('sort'));
  return { brandIds, minPrice, maxPrice, inStock: params.get('stock') === '1', sort, page: positiveInt(params.get('page')) ?? 1 };
}

/** Writes the state over `params`, keeping what the list does not own (categoryId, title, keyword). */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('brand', state.brandIds.join(','));
  set('min', state.minPrice?.toString());
  set('max', state.maxPrice?.toString());
  set('stock', state.inStock ? '1' : undefined);
  set('sort', state.sort);
  set('page', state.page > 1 ? String(state.page) : undefined);
  return next;
}

/**
 * The API request of a list state: the list and its route loader build it the same way, so the loader's answer
 * is the very one the list looks up.
 */
export function listRequest(state: ListState, scope: { keyword?: string; categoryId?: number }): ProductListRequest {
  return {
    page: state.page, pageSize: PAGE_SIZE, keyword: scope.keyword, categoryId: scope.categoryId,
    brandIds: state.brandIds.length ? state.brandIds : undefined,
    minPrice: state.minPrice, maxPrice: state.maxPrice, inStock: state.inStock || undefined, sort: state.sort,
  };
}

export function hasFilters(state: ListState): boolean {
  return state.brandIds.length > 0 || state.minPrice !== undefined || state.maxPrice !== undefined || state.inStock;
}
