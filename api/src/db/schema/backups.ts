import { bigint, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled or command-line backup (ops/backup/): what /metrics and the console's home say about the
 * last good backup, read from here so that every replica answers the same, whichever one took it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the backup runs (or when its process died before it ended). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok').notNull().default(false),
    /** `schedule` (the server's own) or `cli` (npm run backup). */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    /** The archive's size in bytes, once written. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The archive's path on the machine that wrote it. */
    file: text('file'),
    /** Why it failed, for the operator. */
    error: text('error'),
  },
  (table) => [index('backup_runs_started_idx').on(table.startedAt)],
);
