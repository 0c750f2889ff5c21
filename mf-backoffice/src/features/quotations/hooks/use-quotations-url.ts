import { useListUrl } from '../../../lib/use-list-url';
import { quotationsParams, readQuotationsQuery } from '../api/get-quotations';

/** The queue's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useQuotationsUrl = () => useListUrl(readQuotationsQuery, quotationsParams);
