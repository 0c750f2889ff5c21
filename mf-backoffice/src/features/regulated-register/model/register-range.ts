/**
 * The register's date range: China days (Asia/Shanghai) `YYYY-MM-DD`, both included, checked as the API checks it
 * (docs/regulated-chemicals.md: real dates, from ≤ to, at most 366 days) so a bad range is explained at once.
 */
export interface RegisterRange { from: string; to: string }

export const MAX_REGISTER_DAYS = 366;

export type RangeProblem = 'invalid' | 'order' | 'tooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isRealDay = (day: string) => DAY.test(day) && !Number.isNaN(toTime(day)) && new Date(toTime(day)).toISOString().slice(0, 10) === day;

/** This month so far: its first day to today (China), what a filing is usually about. */
export function defaultRange(today: string): RegisterRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Null for a range the API takes, else why not. */
export function checkRange({ from, to }: RegisterRange): RangeProblem | null {
  if (!isRealDay(from) || !isRealDay(to)) return 'invalid';
  if (from > to) return 'order';
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1 > MAX_REGISTER_DAYS ? 'tooLong' : null;
}
