import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/catalogue/hazard/delete (catalogue): the product is no longer classified. */
export async function deleteHazard(productId: number) {
  return staffPost<unknown>('/api/backoffice/catalogue/hazard/delete', { productId });
}
