import type { LedgerEntry } from '../../../lib/stock-ledger';
import { staffGet } from '../../../lib/staff-api';

/** GET /api/backoffice/points/goods/ledger (points): a good's stock changes, newest first. */
export const getPointsLedger = (productId: number, page: number) =>
  staffGet<{ items: LedgerEntry[]; total: number; page: number; pageSize: number }>('/api/backoffice/points/goods/ledger', { productId, page, pageSize: 20 });
