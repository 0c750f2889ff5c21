import { bigint, date, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The owner reports' daily roll-ups (modules/reports/rollup/, docs/reports-api.md): a few rows per China day built
 * once the day has ended, from the raw analytics events and the orders, so that a report over a year reads some
 * thousands of rows, never millions of events. Key columns are never null ('' = not known).
 */

/** Sessions per day, language and device, and how many reached each step of the shopping funnel that day. */
export const reportFunnelDaily = pgTable(
  'report_funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The language prefix of the session's first page that day (zh, en, jp, kr; '' none). */
    language: varchar('language', { length: 8 }).notNull(),
    /** mobile, tablet or desktop from the first event's screen width ('' not sent). */
    device: varchar('device', { length: 16 }).notNull(),
    sessions: integer('sessions').notNull(),
    productView: integer('product_view').notNull(),
    addToCart: integer('add_to_cart').notNull(),
    orderPlaced: integer('order_placed').notNull(),
    paid: integer('paid').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.language, table.device] })],
);

/** Searches per day and keyword: how many, in how many sessions, how many found nothing or led to no product page. */
export const reportSearchDaily = pgTable(
  'report_search_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    searches: integer('searches').notNull(),
    sessions: integer('sessions').notNull(),
    /** Results pages that reported `result_count` 0 (the search page's `search_results` event). */
    zeroResults: integer('zero_results').notNull(),
    /** Searches after which the same session viewed no product page that day. */
    withoutProductView: integer('without_product_view').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.keyword] })],
);

/**
 * Paid orders and refunds per day, in total (dimension '') and by each breakdown the sales report offers: category,
 * product, institution, province, paymentMethod, language. Amounts in fen. For category and product the amounts are
 * the lines' shares of the order's payment, so a breakdown adds up to the day's revenue.
 */
export const reportSalesDaily = pgTable(
  'report_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    /** Units sold (category and product rows; 0 elsewhere). */
    quantity: integer('quantity').notNull(),
    refunds: integer('refunds').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
  },
  // Dimension first: a report reads one breakdown over a range of days.
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.key] })],
);

/** The days rolled up for the reports: their watermark, and the proof the pruning of raw events waits for. */
export const reportRolledDays = pgTable('report_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});
