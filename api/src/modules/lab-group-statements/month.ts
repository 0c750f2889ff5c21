import { AppError } from '../../lib/app-error';
import { chinaDay, chinaDayStart } from '../backoffice-orders/china-day';

/** A statement's month in China time: `YYYY-MM`, from its first instant up to (not including) the next month's. */
export type Month = { month: string; start: Date; end: Date };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Spending over a range reads at most two years, like the owner reports (reports/range.ts). */
export const MAX_SPENDING_MONTHS = 24;

export const chinaMonth = (at: Date): string => chinaDay(at).slice(0, 7);
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthsBetween = (from: string, to: string) => {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
};
/** The previous China month: what the statements default to (the last complete one). */
export const lastMonth = (now: Date = new Date()) => addMonths(chinaMonth(now), -1);

export const monthBounds = (month: string): Month => ({
  month,
  start: chinaDayStart(`${month}-01`),
  end: chinaDayStart(`${addMonths(month, 1)}-01`),
});

/**
 * A month a group may have a statement for: well formed, started already (the current month reads as far as it
 * has come), and not before the group was created; 400 in the reader's language otherwise.
 */
export function statementMonth(value: string, groupCreatedAt: Date, now: Date = new Date()): Month {
  if (!MONTH.test(value)) throw new AppError(400, 'statementMonthInvalid', { field: 'month' });
  if (value > chinaMonth(now)) throw new AppError(400, 'statementMonthFuture', { field: 'month' });
  if (value < chinaMonth(groupCreatedAt)) throw new AppError(400, 'statementMonthBeforeGroup', { field: 'month', from: chinaMonth(groupCreatedAt) });
  return monthBounds(value);
}

/** `from`..`to` (both `YYYY-MM`, both included), each checked like a statement's month, at most 24 months. */
export function spendingRange(from: string, to: string, groupCreatedAt: Date, now: Date = new Date()) {
  const first = statementMonth(from, groupCreatedAt, now);
  const last = statementMonth(to, groupCreatedAt, now);
  if (from > to) throw new AppError(400, 'spendingRangeOrder', { field: 'from' });
  if (monthsBetween(from, to) > MAX_SPENDING_MONTHS) throw new AppError(400, 'spendingRangeTooLong', { maxMonths: MAX_SPENDING_MONTHS });
  return { from, to, start: first.start, end: last.end };
}
