import { useListUrl } from '../../../lib/use-list-url';
import { productsParams, readProductsQuery } from '../api/get-products';

/** The table state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useProductsUrl = () => useListUrl(readProductsQuery, productsParams);
