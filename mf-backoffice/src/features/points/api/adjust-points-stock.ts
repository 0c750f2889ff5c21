import type { StockReason } from '../../../lib/stock-ledger';
import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/points/goods/stock (points): the only way a good's stock changes; 409 below zero. */
export const adjustPointsStock = (input: { productId: number; delta: number; reason: StockReason; note: string }) =>
  staffPost<{ stock: number }>('/api/backoffice/points/goods/stock', input);
