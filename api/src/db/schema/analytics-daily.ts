import { bigint, date, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Raw analytics events counted per China day (modules/retention/analytics-rollup.ts), so that reports read a few
 * rows a day and raw events can be pruned after RETAIN_ANALYTICS_RAW_MONTHS (docs/retention.md). The key columns
 * are never null ('' or 0 = not known / not applicable) so that one row per key is a plain unique index.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The China day (Asia/Shanghai, UTC+8) the events were received on. */
    day: date('day', { mode: 'string' }).notNull(),
    project: varchar('project', { length: 64 }).notNull(),
    event: varchar('event', { length: 100 }).notNull(),
    /** The page's route (home, product, search, category …; `other` for paths the shop does not have). */
    pageKind: varchar('page_kind', { length: 32 }).notNull().default(''),
    /** The URL's language prefix: zh, en, jp or kr. */
    language: varchar('language', { length: 8 }).notNull().default(''),
    /** mobile, tablet or desktop from the screen width the tracker sends. */
    device: varchar('device', { length: 16 }).notNull().default(''),
    /** The product of a product page (/product/:id). */
    productId: integer('product_id').notNull().default(0),
    /** The keyword of a search page (?keyword=), decoded, at most 100 characters. */
    keyword: varchar('keyword', { length: 100 }).notNull().default(''),
    events: integer('events').notNull(),
    /** Distinct `$event_session_id`s among these events. */
    sessions: integer('sessions').notNull(),
    /** Distinct visitor ids (distinct_id) among these events. */
    visitors: integer('visitors').notNull(),
    /** Of these events, those whose properties said the search found nothing (result_count 0). */
    zeroResults: integer('zero_results').notNull().default(0),
  },
  (table) => [
    uniqueIndex('analytics_daily_key_idx').on(
      table.day, table.project, table.event, table.pageKind, table.language, table.device, table.productId, table.keyword,
    ),
  ],
);

/**
 * The days already rolled up, one row each: the roll-up's watermark (it continues after the latest) and the proof
 * the pruning asks for before it deletes a day's raw events.
 */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Raw events the day had when it was rolled up. */
  rawEvents: integer('raw_events').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});
