import { getProducts, type ProductListRequest } from '../api/get-products';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** The page of products for a request; a new request cancels the one still running. */
export function useProductPage(request: ProductListRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  return useRequest(key, (signal) => getProducts(JSON.parse(key!) as ProductListRequest, signal));
}
