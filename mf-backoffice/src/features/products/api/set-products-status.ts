import { staffPost } from '../../../lib/staff-api';
import type { ProductStatus } from './get-products';

/** POST /api/backoffice/catalogue/products/status (catalogue): puts up to 100 products on or off sale at once. */
export async function setProductsStatus(ids: number[], status: ProductStatus) {
  return staffPost<unknown>('/api/backoffice/catalogue/products/status', { ids, status });
}
