import { useSearchParams } from '@labmall/shared/router';
import { ordersParams, readOrdersQuery, type OrdersQuery } from '../api/get-orders';

/** The table state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useOrdersUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readOrdersQuery(search);
  const update = (change: Partial<OrdersQuery>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(ordersParams(next)));
  };
  return { query, update };
}
