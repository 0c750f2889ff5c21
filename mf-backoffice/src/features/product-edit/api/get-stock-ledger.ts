import { staffGet } from '../../../lib/staff-api';
import type { LedgerEntry } from '../../../lib/stock-ledger';

export type { LedgerEntry } from '../../../lib/stock-ledger';

/** GET /api/backoffice/catalogue/sku/stock-ledger (catalogue): a SKU's stock changes, newest first. */
export async function getStockLedger(skuId: number, page: number) {
  return staffGet<{ items: LedgerEntry[]; total: number; page: number; pageSize: number }>(
    '/api/backoffice/catalogue/sku/stock-ledger', { skuId, page, pageSize: 20 });
}
