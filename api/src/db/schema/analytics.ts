import { bigint, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw events received by the collector (spec §7 analytics), one row per event. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    project: varchar('project', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }),
    event: varchar('event', { length: 100 }).notNull(),
    /** The visitor's distinct id (anonymous or user), when the SDK sends one. */
    distinctId: varchar('distinct_id', { length: 200 }),
    /** SHA-256 of the collect URL's `token` (the write key a sender used): tells senders apart, keeps no key. */
    tokenHash: varchar('token_hash', { length: 64 }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    clientTime: timestamp('client_time', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_project_received_idx').on(table.project, table.receivedAt),
    // The daily roll-up reads one day of all projects (modules/retention/analytics-rollup.ts).
    index('analytics_events_received_idx').on(table.receivedAt),
  ],
);

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
