/** China Standard Time has no daylight saving: UTC+8 all year (as orders/order-number.ts). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `now` on the China calendar, whatever the server's time zone. */
export const chinaToday = (now: Date): string => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** A validity date (China calendar) as the instant acceptance closes: the midnight that ends that day. */
export const endOfChinaDay = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+08:00`) + DAY_MS);

/** The validity date shown for a stored valid_until (the China day that ends there). */
export const validityDate = (validUntil: Date): string => chinaToday(new Date(validUntil.getTime() - 1));

/** Days from `from` to `to`, both YYYY-MM-DD. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
