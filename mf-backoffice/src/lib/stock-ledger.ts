/** Why staff changed stock: the API's stockReasons (api/src/db/schema/stock.ts), for SKUs and points goods alike. */
export const STOCK_REASONS = ['received', 'counted', 'damaged', 'expired', 'returned', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** One row of a stock ledger (a SKU's or a points good's), as the API answers it. */
export interface LedgerEntry { id: number; delta: number; reason: StockReason; note: string; stockAfter: number; actorAccount: string | null; createdAt: string }
