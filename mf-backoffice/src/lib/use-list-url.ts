import { useSearchParams } from '@labmall/shared/router';

/**
 * A server-paged list's state from the URL (`read`), and a way to change it (`params` writes it back): each change
 * is a history entry, so back undoes it.
 */
export function useListUrl<Q extends { page: number }>(read: (search: URLSearchParams) => Q, params: (query: Q) => Record<string, string>) {
  const [search, setSearch] = useSearchParams();
  const query = read(search);
  const update = (change: Partial<Q>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(params(next)));
  };
  return { query, update };
}
