import { productPageQuery, type ProductListRequest } from '../api/get-products';
import { useQuery } from '@labmall/shared/hooks/use-request';

/** The page of products for a request; a new request cancels the one still running. */
export function useProductPage(request: ProductListRequest | null) {
  return useQuery(request ? productPageQuery(request) : null);
}
