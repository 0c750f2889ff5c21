import { getPage } from '../../../lib/page';
import type { LedgerEntry } from './lab-group-types';

/** GET /api/lab-groups/:id/budgets/:budgetId/ledger?page=: the budget's reservations, releases, consumptions, refunds. */
export const getBudgetLedger = (groupId: number, budgetId: number, page: number, signal?: AbortSignal) =>
  getPage<LedgerEntry>(`/api/lab-groups/${groupId}/budgets/${budgetId}/ledger`, { page }, signal);
