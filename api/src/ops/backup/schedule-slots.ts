/**
 * When a scheduled backup is due (BACKUP_SCHEDULE, config-backup.ts). Slots are fixed times (03:30 China time each
 * day, or every 6 h from China midnight), so every replica computes the same ones and the backup_runs table says
 * whether a slot was taken: a replica that was down at 03:30, or a shop stopped over night, catches up when it
 * runs again, and a slot is taken once however many replicas look at it.
 */
import type { BackupSchedule } from '../../config-backup';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The latest slot at or before `now`; undefined when backups are off. */
export function latestSlot(schedule: BackupSchedule, now: Date): Date | undefined {
  const local = now.getTime() + CHINA_OFFSET_MS;
  if (schedule.kind === 'off') return undefined;
  if (schedule.kind === 'every') return new Date(Math.floor(local / schedule.ms) * schedule.ms - CHINA_OFFSET_MS);
  let slot = Math.floor(local / DAY_MS) * DAY_MS + schedule.minuteOfDay * 60_000;
  if (slot > local) slot -= DAY_MS;
  return new Date(slot - CHINA_OFFSET_MS);
}

/** The slot after `now`. */
export function nextSlot(schedule: BackupSchedule, now: Date): Date | undefined {
  const period = schedule.kind === 'every' ? schedule.ms : DAY_MS;
  const latest = latestSlot(schedule, now);
  return latest && new Date(latest.getTime() + period);
}

/** How long apart two backups are meant to be; a last success older than this plus a margin is overdue. */
export const scheduleInterval = (schedule: BackupSchedule): number | undefined =>
  schedule.kind === 'off' ? undefined : schedule.kind === 'every' ? schedule.ms : DAY_MS;

/**
 * Whether a backup is due at `now`: the latest slot came after the last good backup started. A shop that never had
 * one waits for the first slot after `startedAt` (a new shop, or a test, does not take one the minute it starts).
 */
export function isDue(schedule: BackupSchedule, now: Date, lastOkStartedAt: Date | undefined, startedAt: Date): boolean {
  const slot = latestSlot(schedule, now);
  return slot !== undefined && slot.getTime() > (lastOkStartedAt ?? startedAt).getTime();
}
