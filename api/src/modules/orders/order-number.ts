import { sql, type SQL } from 'drizzle-orm';

/** China Standard Time has no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** yyyymmdd of `now` on the shopper's calendar (China), whatever the server's time zone. */
export const chinaDate = (now: Date): string => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * LM + yyyymmdd + the next value of order_no_seq, zero-padded to at least 6 digits (e.g. LM20261121100123),
 * as an SQL expression the order's INSERT evaluates: unique without reading other orders first, and no
 * extra round trip per order. A rolled-back order leaves a gap.
 */
export const nextOrderNo = (now: Date): SQL<string> =>
  sql<string>`'LM' || ${chinaDate(now)} || lpad(nextval('order_no_seq')::text, 6, '0')`;
