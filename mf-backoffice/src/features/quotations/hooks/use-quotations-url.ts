import { useSearchParams } from '@labmall/shared/router';
import { quotationsParams, readQuotationsQuery, type QuotationsQuery } from '../api/get-quotations';

/** The queue's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useQuotationsUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readQuotationsQuery(search);
  const update = (change: Partial<QuotationsQuery>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(quotationsParams(next)));
  };
  return { query, update };
}
