import { staffPost } from '../../../lib/staff-api';

export const STOCK_REASONS = ['received', 'counted', 'damaged', 'expired', 'returned', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** POST /api/backoffice/catalogue/sku/stock (catalogue): the only way stock changes; 409 when it would go below 0. */
export async function adjustStock(input: { skuId: number; delta: number; reason: StockReason; note: string }) {
  return staffPost<{ stock: number }>('/api/backoffice/catalogue/sku/stock', input);
}
