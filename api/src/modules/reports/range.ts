import { AppError } from '../../lib/app-error';
import { chinaDay, chinaDayStart } from '../backoffice-orders/china-day';

/** A report's China days, both included, and the same number of days right before them. */
export type ReportRange = { from: string; to: string; days: number; previous: { from: string; to: string } };

/** At most 24 months (docs/reports-api.md): 731 days covers two years with a leap day. */
export const MAX_RANGE_DAYS = 731;
/** Without a range: the last 30 days up to yesterday (today is rolled up once it has ended). */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 24 * 3_600_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && chinaDay(chinaDayStart(value)) === value;
export const addDays = (day: string, n: number) => chinaDay(chinaDayStart(day, n));

/** Reads `from`/`to` as the reports take them; refuses a bad date, a reversed or a too long range (400). */
export function reportRange(query: { from?: string | undefined; to?: string | undefined }, now: Date = new Date()): ReportRange {
  const yesterday = addDays(chinaDay(now), -1);
  const to = query.to ?? (query.from && isDay(query.from) ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : yesterday);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!isDay(from) || !isDay(to)) throw new AppError(400, 'reportRangeInvalid');
  if (from > to) throw new AppError(400, 'reportRangeOrder');
  const days = Math.round((chinaDayStart(to).getTime() - chinaDayStart(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw new AppError(400, 'reportRangeTooLong', { maxDays: MAX_RANGE_DAYS });
  return { from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** A parameter that must be one of `allowed` (or absent: `fallback`); 400 listing them otherwise. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T;
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined;
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback?: T): T | undefined {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new AppError(400, 'reportDimensionUnknown', { allowed });
  return value as T;
}
