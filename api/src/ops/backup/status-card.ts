import type { BackupSchedule } from '../../config-backup';
import type { Db } from '../../db/types';
import { backupStatus } from './runs';
import { scheduleInterval } from './schedule-slots';

/** How late a scheduled backup may be before the console warns: a slow backup or a restarted shop is not a problem. */
const GRACE_MS = 3 * 3_600_000;

export type BackupCard = {
  /** off, daily (at `dailyAt`, China time) or every `intervalSeconds`. */
  schedule: { kind: BackupSchedule['kind']; dailyAt: string | null; intervalSeconds: number | null };
  lastSuccess: { finishedAt: string; sizeBytes: number; seconds: number; ageSeconds: number } | null;
  lastFailure: { at: string; error: string } | null;
  /** The console warns: no good backup within the schedule's interval (and a grace), or none at all. */
  overdue: boolean;
};

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The console home's backup card for admin (docs/operations.md "Watching backups"). */
export async function backupCard(db: Db, schedule: BackupSchedule, now: Date = new Date()): Promise<BackupCard> {
  const status = await backupStatus(db);
  const interval = scheduleInterval(schedule);
  const last = status.lastSuccess;
  const ageMs = last ? now.getTime() - last.finishedAt.getTime() : undefined;
  return {
    schedule: { kind: schedule.kind, dailyAt: schedule.kind === 'daily' ? hhmm(schedule.minuteOfDay) : null, intervalSeconds: interval ? interval / 1000 : null },
    lastSuccess: last
      ? { finishedAt: last.finishedAt.toISOString(), sizeBytes: last.sizeBytes, seconds: (last.finishedAt.getTime() - last.startedAt.getTime()) / 1000, ageSeconds: Math.round(ageMs! / 1000) }
      : null,
    lastFailure: status.lastFailure ? { at: status.lastFailure.at.toISOString(), error: status.lastFailure.error } : null,
    overdue: interval !== undefined && (ageMs === undefined || ageMs > interval + GRACE_MS),
  };
}
