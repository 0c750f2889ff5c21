import { useListUrl } from '../../../lib/use-list-url';
import { ordersParams, readOrdersQuery } from '../api/get-orders';

/** The table state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useOrdersUrl = () => useListUrl(readOrdersQuery, ordersParams);
