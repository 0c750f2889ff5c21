import { fenToYuan } from '../../lib/money';
import type { BudgetRow } from './repository';
import type { BudgetView } from './schemas';

/** A budget as the API shows it: yuan with two decimals (stored in fen), remaining = amount − reserved − consumed. */
export const toBudget = (row: BudgetRow): BudgetView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  amount: fenToYuan(row.amount),
  reserved: fenToYuan(row.reserved),
  consumed: fenToYuan(row.consumed),
  remaining: fenToYuan(row.amount - row.reserved - row.consumed),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  active: row.active,
});
