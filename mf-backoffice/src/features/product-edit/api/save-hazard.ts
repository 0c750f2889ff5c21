import { staffPost } from '../../../lib/staff-api';
import type { Hazard } from './get-product';

/** POST /api/backoffice/catalogue/hazard/save (catalogue): a product's GHS label data. */
export async function saveHazard(input: Hazard & { productId: number }) {
  return staffPost<unknown>('/api/backoffice/catalogue/hazard/save', input);
}
