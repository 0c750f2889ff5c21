/** A list's one filter (null = all) and its page. */
export interface FilterQuery<F extends string> {
  filter: F | null;
  page: number;
}

const MAX_PAGE = 100_000; // the API's own bound

/**
 * A list's filter and page kept in the URL as `?<param>=<value>&page=<n>` (the points ledger's `source`, the
 * points orders' `status`), so reload, links and back/forward restore them.
 */
export function filterQuery<F extends string>(param: string, values: readonly F[]) {
  const isValue = (value: string | null): value is F => values.includes(value as F);
  return {
    /** Anything unknown or hand-edited reads as "all" / page 1, never fails. */
    read(params: URLSearchParams): FilterQuery<F> {
      const value = params.get(param);
      const page = Number(params.get('page'));
      return { filter: isValue(value) ? value : null, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
    },
    /**
     * The query string (`?…`, '' for the plain list) of `query` written over `params`: what the list does not
     * own stays, the defaults are left out so the plain list has the plain URL.
     */
    search(params: URLSearchParams, { filter, page }: FilterQuery<F>): string {
      const next = new URLSearchParams(params);
      next.delete(param);
      next.delete('page');
      if (filter) next.set(param, filter);
      if (page > 1) next.set('page', String(page));
      const text = next.toString();
      return text ? `?${text}` : '';
    },
  };
}
