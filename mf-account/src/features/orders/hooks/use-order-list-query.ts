import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@labmall/shared/router';
import type { OrderStatus } from '../../../lib/order-status';
import { readOrderListQuery, writeOrderListQuery, type OrderListQuery } from '../model/list-query';

/**
 * The list's tab, keyword and page, read from and written to the URL query. Every change is a new history
 * entry (back undoes it); a new tab or keyword starts again at page 1.
 */
export function useOrderListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readOrderListQuery(params), [params]);

  const update = useCallback(
    (patch: Partial<OrderListQuery>, options?: { replace?: boolean }) =>
      setParams((prev) => writeOrderListQuery(prev, { ...readOrderListQuery(prev), page: 1, ...patch }), options),
    [setParams],
  );

  return {
    query,
    setStatus: useCallback((status: OrderStatus | null) => update({ status }), [update]),
    setKeyword: useCallback((keyword: string) => update({ keyword }), [update]),
    showAll: useCallback(() => update({ status: null, keyword: '' }), [update]),
    /** Corrects a page past the end (a shared link, the last order of a page cancelled) without a new entry. */
    replacePage: useCallback((page: number) => update({ page }, { replace: true }), [update]),
    /** The query string of another page of this list, for real links (open in a new tab, copy). */
    pageSearch: useCallback((page: number) => `?${writeOrderListQuery(params, { ...query, page })}`, [params, query]),
  };
}
