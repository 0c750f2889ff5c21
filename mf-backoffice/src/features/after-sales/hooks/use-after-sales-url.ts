import { useSearchParams } from '@labmall/shared/router';
import { afterSalesParams, readAfterSalesQuery, type AfterSalesQuery } from '../api/get-after-sales-list';

/** The queue's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useAfterSalesUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readAfterSalesQuery(search);
  const update = (change: Partial<AfterSalesQuery>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(afterSalesParams(next)));
  };
  return { query, update };
}
