/** Where points come from or go to (docs/checkout-api.md "Points"), in the order the filter offers them. */
export const POINTS_SOURCES = ['order', 'task', 'exchange', 'adjustment'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** One line of GET /api/points/ledger; `balanceAfter` is the running total right after it. */
export interface LedgerEntry {
  id: number;
  delta: number;
  balanceAfter: number;
  source: PointsSource;
  /** The order number for source 'order'; otherwise whatever the source names ('' when nothing). */
  reference: string;
  /** In the shopper's language; null when the entry has none. */
  note: string | null;
  createdAt: string;
}
