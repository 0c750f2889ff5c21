import { useListUrl } from '../../../lib/use-list-url';
import { afterSalesParams, readAfterSalesQuery } from '../api/get-after-sales-list';

/** The queue's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useAfterSalesUrl = () => useListUrl(readAfterSalesQuery, afterSalesParams);
