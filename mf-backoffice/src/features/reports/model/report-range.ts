import { addDays, checkDayRange, chinaToday, type DayRange, type RangeProblem } from '../../../lib/day-range';

/**
 * The reports' date range: China days, both included, by the rules of docs/reports-api.md (lib/day-range.ts checks
 * them here first, so a bad range is explained at once instead of by a 400).
 */
export type ReportRange = DayRange;
export type { RangeProblem };
export { addDays, chinaToday, daysIn } from '../../../lib/day-range';

/** At most 24 months: 731 days, both ends counted (the API's limit). */
export const MAX_RANGE_DAYS = 731;

/** The API's default too: the 30 days up to yesterday (today is not over, its figures would look like a drop). */
export function defaultRange(now: Date = new Date()): ReportRange {
  const to = addDays(chinaToday(now), -1);
  return { from: addDays(to, -29), to };
}

/** Null for a range the API takes, else why not. */
export const checkRange = (range: ReportRange): RangeProblem | null => checkDayRange(range, MAX_RANGE_DAYS);
