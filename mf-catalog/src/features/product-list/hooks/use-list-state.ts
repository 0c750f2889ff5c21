import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@labmall/shared/router';
import { EMPTY_FILTERS, readListState, writeListState, type ListState } from '../model/list-state';

/**
 * The list's filters, sort and page, read from and written to the URL query. Every change is a new history
 * entry (back undoes it); any change but the page itself starts again at page 1.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);

  const update = useCallback(
    (patch: Partial<ListState>) => setParams((prev) => writeListState(prev, { ...readListState(prev), page: 1, ...patch })),
    [setParams],
  );

  return {
    state,
    update,
    setPage: useCallback((page: number) => update({ page }), [update]),
    clearFilters: useCallback(() => update(EMPTY_FILTERS), [update]),
    /** The query of another page of this list, for real links (open in a new tab, copy). */
    pageSearch: useCallback((page: number) => `?${writeListState(params, { ...state, page })}`, [params, state]),
  };
}
