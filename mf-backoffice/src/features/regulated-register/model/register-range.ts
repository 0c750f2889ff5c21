import { checkDayRange, type DayRange, type RangeProblem } from '../../../lib/day-range';

/**
 * The register's date range: China days, both included, at most 366 days (docs/regulated-chemicals.md), checked as
 * the API checks it (lib/day-range.ts) so a bad range is explained at once.
 */
export type RegisterRange = DayRange;
export type { RangeProblem };

export const MAX_REGISTER_DAYS = 366;

/** This month so far: its first day to today (China), what a filing is usually about. */
export function defaultRange(today: string): RegisterRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Null for a range the API takes, else why not. */
export const checkRange = (range: RegisterRange): RangeProblem | null => checkDayRange(range, MAX_REGISTER_DAYS);
