import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { HistoryAction } from '../../modules/remote-versions/deployments';
import { bytea } from './columns';

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
    /** Who did it: a staff account, `key:<remote>` (a publishing key), `cli:<user>` or `judge` (automatic rollback). */
    actor: varchar('actor', { length: 128 }),
    /** Why, when the shop decided by itself (the canary judge's figures). */
    reason: varchar('reason', { length: 500 }),
  },
  (table) => [index('remote_version_history_remote_idx').on(table.remote, table.id)],
);

/**
 * Published remote versions (docs/deploy.md "Publishing a remote"): the whole archive a team's pipeline uploaded,
 * kept in the database every replica already shares, so each replica unpacks it into its own MF_DIR and no file is
 * copied by hand. Immutable: (remote, version) is unique and rows are never updated.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: varchar('remote', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    /** The tar.gz as uploaded (≤ MAX_ARCHIVE_BYTES), and its SHA-256: a second upload of the same bytes is a no-op. */
    archive: bytea('archive').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bytes: integer('bytes').notNull(),
    /** Each gate's name, whether it passed and what it found (gates.ts). */
    gates: jsonb('gates').$type<{ name: string; passed: boolean; detail: string }[]>().notNull(),
    publishedBy: varchar('published_by', { length: 128 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('remote_releases_version_idx').on(table.remote, table.version)],
);

/** One publishing key per remote, for its team's pipeline: only its SHA-256 is kept (the key is 32 random bytes). */
export const remotePublishKeys = pgTable('remote_publish_keys', {
  remote: varchar('remote', { length: 64 }).primaryKey(),
  keyHash: varchar('key_hash', { length: 64 }).notNull(),
  createdBy: varchar('created_by', { length: 128 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Page loads and errors per remote version, as browsers and server rendering report them (docs/deploy.md "Judged
 * after it goes live"): each replica adds its counts every few seconds, and the canary judge compares a canary's
 * error rate with its live version's from these totals.
 */
export const remoteVersionStats = pgTable(
  'remote_version_stats',
  {
    remote: varchar('remote', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    pageLoads: bigint('page_loads', { mode: 'number' }).notNull().default(0),
    errors: bigint('errors', { mode: 'number' }).notNull().default(0),
    ssrFailures: bigint('ssr_failures', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);
