/**
 * The reports' date range: China days (Asia/Shanghai, as the dashboard and the API count them) written `YYYY-MM-DD`,
 * both included. The same rules as docs/reports-api.md, checked here first so a bad range is explained at once
 * instead of by a 400.
 */
export interface ReportRange { from: string; to: string }

/** At most 24 months: 731 days, both ends counted (the API's limit). */
export const MAX_RANGE_DAYS = 731;

/** Why a range is refused; the keys mirror the API's refusals (`reportRangeInvalid`, `…Order`, `…TooLong`). */
export type RangeProblem = 'invalid' | 'order' | 'tooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

// A day as a UTC midnight: day arithmetic without the reader's own time zone or summer time getting in.
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isRealDay = (day: string) => DAY.test(day) && new Date(toTime(day)).toISOString().slice(0, 10) === day;

/** Today in China, whatever the reader's clock zone: the day the shop's orders are counted on. */
export const chinaToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number) => new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The API's default too: the 30 days up to yesterday (today is not over, its figures would look like a drop). */
export function defaultRange(now: Date = new Date()): ReportRange {
  const to = addDays(chinaToday(now), -1);
  return { from: addDays(to, -29), to };
}

/** How many days the range holds, both ends included. */
export const daysIn = ({ from, to }: ReportRange) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** Null for a range the API takes, else why not. */
export function checkRange(range: ReportRange): RangeProblem | null {
  if (!isRealDay(range.from) || !isRealDay(range.to)) return 'invalid';
  if (range.from > range.to) return 'order';
  return daysIn(range) > MAX_RANGE_DAYS ? 'tooLong' : null;
}
