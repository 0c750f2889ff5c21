/**
 * The shop's calendar is China's (UTC+8 all year, no daylight saving; spec: a business in mainland China, and
 * order numbers already carry China's date, orders/order-number.ts). "Today" and the list's date filters use it.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The instant a China day (yyyy-mm-dd) begins, `plusDays` later. */
export const chinaDayStart = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS + plusDays * DAY_MS);

/** The China day (yyyy-mm-dd) `now` falls on. */
export const chinaDay = (now: Date): string => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
