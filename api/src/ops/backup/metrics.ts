import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { BackupSchedule } from '../../config-backup';
import { backupStatus, type BackupStatus } from './runs';
import { scheduleInterval } from './schedule-slots';

/**
 * Backups' series in /metrics (docs/operations.md "Watching backups"), read from backup_runs, so every replica
 * answers the same whichever took the backup. One read per scrape, shared by the series; a database that cannot
 * be read leaves them out of that scrape rather than failing /metrics (its own alerts say the database is away).
 */
export function registerBackupMetrics(registry: Registry, app: FastifyInstance, schedule: BackupSchedule): void {
  let pending: { at: number; status: Promise<BackupStatus | undefined> } | undefined;
  const status = () => {
    if (!pending || Date.now() - pending.at > 1000) pending = { at: Date.now(), status: backupStatus(app.db).catch(() => undefined) };
    return pending.status;
  };

  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last good backup was finished (Unix seconds; absent before the first)',
    registers: [registry],
    async collect() {
      this.reset();
      const last = (await status())?.lastSuccess;
      if (last) this.set(last.finishedAt.getTime() / 1000);
    },
  });
  new Gauge({
    name: 'backup_last_size_bytes',
    help: 'Size of the last good backup archive in bytes (absent before the first)',
    registers: [registry],
    async collect() {
      this.reset();
      const last = (await status())?.lastSuccess;
      if (last) this.set(last.sizeBytes);
    },
  });
  new Gauge({
    name: 'backup_last_duration_seconds',
    help: 'How long the last good backup took, from its start to its archive written',
    registers: [registry],
    async collect() {
      this.reset();
      const last = (await status())?.lastSuccess;
      if (last) this.set((last.finishedAt.getTime() - last.startedAt.getTime()) / 1000);
    },
  });
  new Counter({
    name: 'backup_runs_total',
    help: 'Backups that ended, by result (ok, failed), scheduled and by npm run backup, over all replicas',
    labelNames: ['result'],
    registers: [registry],
    async collect() {
      this.reset();
      const current = await status();
      if (!current) return;
      this.inc({ result: 'ok' }, current.ok);
      this.inc({ result: 'failed' }, current.failed);
    },
  });
  const interval = scheduleInterval(schedule);
  new Gauge({
    name: 'backup_schedule_interval_seconds',
    help: 'How far apart scheduled backups are meant to be (BACKUP_SCHEDULE); absent when off. Alert when the last success is older than this and a margin',
    registers: [registry],
    collect() {
      if (interval) this.set(interval / 1000);
    },
  });
}
