import { useSearchParams } from '@labmall/shared/router';
import { productsParams, readProductsQuery, type ProductsQuery } from '../api/get-products';

/** The table state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useProductsUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readProductsQuery(search);
  const update = (change: Partial<ProductsQuery>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(productsParams(next)));
  };
  return { query, update };
}
