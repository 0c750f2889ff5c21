import { boolean, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { HistoryAction } from '../../modules/remote-versions/deployments';

/**
 * The remote-version manifest when the shop runs on PostgreSQL (DESIGN §3, docs/deploy.md): every replica and
 * the `npm run mf` CLI read and change the same rows. One row per remote; the files of each version stay in
 * /mf/<remote>/<version>/ (a disk, object storage or a CDN).
 */
export const remoteDeployments = pgTable('remote_deployments', {
  remote: varchar('remote', { length: 64 }).primaryKey(),
  liveVersion: varchar('live_version', { length: 64 }).notNull(),
  canaryVersion: varchar('canary_version', { length: 64 }),
  /** 1–99 while a canary runs, null otherwise. */
  canaryPercent: smallint('canary_percent'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every release, promotion, canary and rollback, so a rollback is one command and ops can see what happened. */
export const remoteVersionHistory = pgTable(
  'remote_version_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 16 }).$type<HistoryAction>().notNull(),
    remote: varchar('remote', { length: 64 }).notNull(),
    fromVersion: varchar('from_version', { length: 64 }),
    toVersion: varchar('to_version', { length: 64 }).notNull(),
    percent: smallint('percent'),
    rolledBack: boolean('rolled_back').notNull().default(false),
  },
  (table) => [index('remote_version_history_remote_idx').on(table.remote, table.id)],
);
