import { staffPost } from '../../../lib/staff-api';
import type { StockReason } from '../../../lib/stock-ledger';

export { STOCK_REASONS, type StockReason } from '../../../lib/stock-ledger';

/** POST /api/backoffice/catalogue/sku/stock (catalogue): the only way stock changes; 409 when it would go below 0. */
export async function adjustStock(input: { skuId: number; delta: number; reason: StockReason; note: string }) {
  return staffPost<{ stock: number }>('/api/backoffice/catalogue/sku/stock', input);
}
