import type { PointsTaskPeriod } from '../../db/schema/points-mall';

/** The shop's day starts at midnight China time (UTC+8, no daylight saving), whoever's browser asks. */
const SHOP_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The period `now` falls in: the shop's calendar day for a daily task, 'once' for a once-ever task. */
export function periodKey(period: PointsTaskPeriod, now: Date): string {
  return period === 'daily' ? new Date(now.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10) : 'once';
}

/** The instants the shop's day of `now` starts and ends (UTC). */
export function shopDay(now: Date): { start: Date; end: Date } {
  const start = Math.floor((now.getTime() + SHOP_OFFSET_MS) / DAY_MS) * DAY_MS - SHOP_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}
