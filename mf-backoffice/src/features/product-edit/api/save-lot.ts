import { staffPost } from '../../../lib/staff-api';
import type { Lot } from './get-product';

/** POST /api/backoffice/catalogue/lot/save (catalogue): a lot of a SKU and its certificate values. */
export async function saveLot(input: Omit<Lot, 'id' | 'remaining'> & { id?: number; skuId: number }) {
  return staffPost<{ id: number }>('/api/backoffice/catalogue/lot/save', input);
}
