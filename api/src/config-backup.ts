import path from 'node:path';
import { z } from 'zod';

/**
 * Backups (docs/operations.md "Backups"): where archives go, when the server takes one, and how many it keeps. The
 * one place these are set; config.ts spreads `backupEnv` into its schema and keeps `backupConfig` as `config.backup`.
 */
export type BackupSchedule =
  | { kind: 'off' }
  /** Every day at this minute of the China day (Asia/Shanghai, UTC+8, no daylight saving). */
  | { kind: 'daily'; minuteOfDay: number }
  /** Every `ms`, counted from China midnight (6h: 00:00, 06:00, 12:00, 18:00). */
  | { kind: 'every'; ms: number };

const SCHEDULE_PROBLEM = 'must be off, a China time such as 03:30 (daily), or an interval such as 6h or 30m (from 10m to 24h)';

const schedule = z
  .string()
  .transform((value, context): BackupSchedule => {
    if (value === 'off') return { kind: 'off' };
    const daily = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
    if (daily) return { kind: 'daily', minuteOfDay: Number(daily[1]) * 60 + Number(daily[2]) };
    const every = /^(\d{1,4})(m|h)$/.exec(value);
    const ms = every ? Number(every[1]) * (every[2] === 'h' ? 3_600_000 : 60_000) : 0;
    if (ms >= 600_000 && ms <= 86_400_000) return { kind: 'every', ms };
    context.addIssue({ code: 'custom', message: SCHEDULE_PROBLEM });
    return z.NEVER;
  })
  .default({ kind: 'daily', minuteOfDay: 3 * 60 + 30 });

const keep = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 999')
    .transform(Number)
    .default(fallback);

export const backupEnv = {
  // Where backups are written (`npm run backup` and the schedule); empty: a `backups` folder beside DATA_DIR. On
  // several machines, a folder they share (the replica that takes a backup writes it).
  BACKUP_DIR: z.string().default(''),
  // When the server takes one: 03:30 China time by default, `off`, or an interval (6h). One replica takes each.
  BACKUP_SCHEDULE: schedule,
  // After each scheduled backup, archives in BACKUP_DIR are kept if they are the newest of one of the last
  // BACKUP_KEEP_DAILY days that have one, or of one of the last BACKUP_KEEP_WEEKLY weeks; the others are deleted.
  BACKUP_KEEP_DAILY: keep(7),
  BACKUP_KEEP_WEEKLY: keep(4),
};

export type BackupConfig = {
  /** BACKUP_DIR, resolved. */
  dir: string;
  schedule: BackupSchedule;
  keepDaily: number;
  keepWeekly: number;
};

type BackupEnv = { [K in keyof typeof backupEnv]: z.output<(typeof backupEnv)[K]> };

/**
 * `repoRoot`: where `backups` goes when DATA_DIR is `:memory:`. Such a shop keeps nothing of its own on disk, so it
 * takes no scheduled backup unless BACKUP_DIR is set (tests and throwaway shops never write archives by surprise).
 */
export const backupConfig = (e: BackupEnv, dataDir: string, repoRoot: string): BackupConfig => ({
  dir: path.resolve(e.BACKUP_DIR || path.join(dataDir === ':memory:' ? repoRoot : path.dirname(dataDir), 'backups')),
  schedule: dataDir === ':memory:' && !e.BACKUP_DIR ? { kind: 'off' } : e.BACKUP_SCHEDULE,
  keepDaily: e.BACKUP_KEEP_DAILY,
  keepWeekly: e.BACKUP_KEEP_WEEKLY,
});
