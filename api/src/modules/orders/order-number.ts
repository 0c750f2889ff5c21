/** China Standard Time has no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** yyyymmdd of `now` on the shopper's calendar (China), whatever the server's time zone. */
export const chinaDate = (now: Date): string => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * LM + yyyymmdd, the start of the order number of an order placed at `now`. The database function
 * place_order appends the next value of order_no_seq, zero-padded to at least 6 digits
 * (e.g. LM20261121100123): unique without reading other orders first. A refused order leaves a gap.
 */
export const orderNoPrefix = (now: Date): string => `LM${chinaDate(now)}`;
