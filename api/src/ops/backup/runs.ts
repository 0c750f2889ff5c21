/**
 * The backup_runs table: each backup's row, written as it starts and ends, and the status /metrics and the console
 * read from it (the same on every replica, whichever took the backup).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { backupRuns } from '../../db/schema/backups';
import type { Db } from '../../db/types';
import { createBackup, type BackupResult } from './create-backup';

export type BackupTrigger = 'schedule' | 'cli';

/** createBackup, with its row in backup_runs: started, then ok with the archive's size and path, or its error. */
export async function recordedBackup(
  db: Db,
  config: Config,
  trigger: BackupTrigger,
  options: { to?: string; startedAt?: Date } = {},
): Promise<BackupResult> {
  // The start is the caller's clock, not the database's: the schedule compares it with its own slots, and a
  // database clock behind the replica's would make a slot look untaken (schedule-slots.ts isDue).
  const [run] = await db.insert(backupRuns).values({ trigger, startedAt: options.startedAt ?? new Date() }).returning({ id: backupRuns.id });
  try {
    const result = await createBackup(db, config, { to: options.to });
    await db.update(backupRuns).set({ finishedAt: new Date(), ok: true, sizeBytes: result.size, file: result.file }).where(eq(backupRuns.id, run!.id));
    return result;
  } catch (error) {
    // The failure is what the operator needs to see; a database too far gone to record it fails the same way.
    await db
      .update(backupRuns)
      .set({ finishedAt: new Date(), ok: false, error: (error as Error).message.slice(0, 2000) })
      .where(eq(backupRuns.id, run!.id))
      .catch(() => {});
    throw error;
  }
}

export type BackupStatus = {
  /** The last good backup: when it started and ended, its size and file. */
  lastSuccess: { startedAt: Date; finishedAt: Date; sizeBytes: number; file: string } | undefined;
  /** Backups that ended, by result (a run whose process died counts as neither). */
  ok: number;
  failed: number;
  /** The latest failure since the last success, if any. */
  lastFailure: { at: Date; error: string } | undefined;
};

export async function backupStatus(db: Db): Promise<BackupStatus> {
  const [counts] = await db
    .select({
      ok: sql<number>`count(*) FILTER (WHERE ${backupRuns.ok})::int`,
      failed: sql<number>`count(*) FILTER (WHERE NOT ${backupRuns.ok} AND ${backupRuns.finishedAt} IS NOT NULL)::int`,
    })
    .from(backupRuns);
  const [last] = await db.select().from(backupRuns).where(eq(backupRuns.ok, true)).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [failure] = await db
    .select()
    .from(backupRuns)
    .where(sql`NOT ${backupRuns.ok} AND ${backupRuns.finishedAt} IS NOT NULL AND ${backupRuns.startedAt} > ${(last?.startedAt ?? new Date(0)).toISOString()}::timestamptz`)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return {
    lastSuccess: last ? { startedAt: last.startedAt, finishedAt: last.finishedAt!, sizeBytes: last.sizeBytes ?? 0, file: last.file ?? '' } : undefined,
    ok: counts?.ok ?? 0,
    failed: counts?.failed ?? 0,
    lastFailure: failure ? { at: failure.finishedAt!, error: failure.error ?? '' } : undefined,
  };
}

/** When the last good backup started, for the schedule (schedule-slots.ts isDue). */
export async function lastOkStartedAt(db: Db): Promise<Date | undefined> {
  const [last] = await db.select({ at: backupRuns.startedAt }).from(backupRuns).where(eq(backupRuns.ok, true)).orderBy(desc(backupRuns.startedAt)).limit(1);
  return last?.at;
}
