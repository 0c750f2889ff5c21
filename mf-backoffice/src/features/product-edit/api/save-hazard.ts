import { apiPost } from '@labmall/shared/api/lazy-client';
import type { Hazard } from './get-product';

/** POST /api/backoffice/catalogue/hazard/save (catalogue): a product's GHS label data. */
export async function saveHazard(input: Hazard & { productId: number }) {
  return (await apiPost<unknown>('/api/backoffice/catalogue/hazard/save', input)).data;
}
