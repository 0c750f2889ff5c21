/**
 * A range of China days (Asia/Shanghai, as the API counts them) written `YYYY-MM-DD`, both ends included: the reports'
 * and the regulated register's. Checked here as the API checks it, so a bad range is explained at once, not by a 400.
 */
export interface DayRange { from: string; to: string }

/** Why a range is refused; the keys mirror the API's refusals (…Invalid, …Order, …TooLong). */
export type RangeProblem = 'invalid' | 'order' | 'tooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

// A day as a UTC midnight: day arithmetic without the reader's own time zone or summer time getting in.
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isRealDay = (day: string) => DAY.test(day) && !Number.isNaN(toTime(day)) && new Date(toTime(day)).toISOString().slice(0, 10) === day;

/** Today in China, whatever the reader's clock zone: the day orders, permits and the register are counted on. */
export const chinaToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number) => new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days the range holds, both ends included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** Null for a range of at most `maxDays` days that the API takes, else why not. */
export function checkDayRange(range: DayRange, maxDays: number): RangeProblem | null {
  if (!isRealDay(range.from) || !isRealDay(range.to)) return 'invalid';
  if (range.from > range.to) return 'order';
  return daysIn(range) > maxDays ? 'tooLong' : null;
}
