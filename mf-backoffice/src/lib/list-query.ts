/**
 * What every server-paged console list keeps in its URL query: the page, its size, the sorted column and the order.
 * Each list adds its own filters; reading and writing them goes through the helpers below, so every list treats a
 * bad or missing value the same way (the default) and leaves empty filters out of the URL and the request.
 */
export const PAGE_SIZES = [20, 50, 100] as const;

export type SortOrder = 'asc' | 'desc';

export interface ListPaging<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
}

/** A positive whole number from the URL, or `fallback`. */
export const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A day as `<input type="date">` writes it (YYYY-MM-DD), or '' for anything else. */
export const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** `value` when it is one of `list`, else '' (no filter). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

/** Page, page size, sort and order from the URL: an unknown sort or order falls back to the list's default. */
export function readListPaging<S extends string>(search: URLSearchParams, sorts: readonly S[], defaultSort: S, defaultOrder: SortOrder = 'desc'): ListPaging<S> {
  const pageSize = positiveInt(search.get('pageSize'), PAGE_SIZES[0]);
  const order = search.get('order');
  return {
    page: positiveInt(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZES[0],
    sort: oneOf(sorts, search.get('sort')) || defaultSort,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder,
  };
}

type FilterValue = string | number | boolean | null;
type FilterKey<Q> = { [K in keyof Q]: Q[K] extends FilterValue ? K : never }[keyof Q] & string;

/** A filter as the URL and the server take it: text trimmed, a flag as 'true', and '' where it filters nothing. */
const filterParam = (value: FilterValue) => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'true' : '';
  return value ? String(value) : '';
};

/**
 * The query parameters sent to the server (and kept in the URL): paging and sort first, then `filters` in the
 * order given, each left out when empty.
 */
export function listParams<Q extends ListPaging>(query: Q, filters: ReadonlyArray<FilterKey<Q>>): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  for (const key of filters) {
    const value = filterParam(query[key] as FilterValue);
    if (value) params[key] = value;
  }
  return params;
}
