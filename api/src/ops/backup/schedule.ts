import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import { pruneArchives } from './prune-archives';
import { lastOkStartedAt, recordedBackup } from './runs';
import { isDue, nextSlot } from './schedule-slots';

/** What a look ended with (tests wait for rounds rather than for time). */
export type RoundOutcome = 'not-due' | 'taken' | 'skipped' | 'failed';

/** How often a replica looks whether a backup is due; a slot is taken within this of its time. */
const TICK_MS = 60_000;
/** After a failed backup, the next try; not every tick (a full disk would fill the log). */
const RETRY_MS = 15 * 60_000;

/**
 * The scheduled backup (BACKUP_SCHEDULE, docs/operations.md): each minute a replica asks whether a slot is due;
 * under the backup's advisory lock it asks again (another replica may just have taken it), takes the backup, and
 * prunes BACKUP_DIR by the keep rule. pg_dump and tar run as child processes, so shoppers are not kept waiting.
 * Stopped on onClose after the backup in progress ends, so the database is never closed under it.
 */
export function startBackupSchedule(app: FastifyInstance, config: Config, options: { now?: () => Date; tickMs?: number; onRound?: (outcome: RoundOutcome) => void } = {}): void {
  const now = options.now ?? (() => new Date());
  const { schedule } = config.backup;
  if (schedule.kind === 'off') return;
  const startedAt = now();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let notBefore = 0;

  const due = async () => isDue(schedule, now(), await lastOkStartedAt(app.db), startedAt);

  const tick = () => {
    if (busy || now().getTime() < notBefore) return;
    busy = true;
    running = (async () => {
      if (!(await due())) {
        // Nothing to do until the next slot: no query per minute in between.
        notBefore = nextSlot(schedule, now())?.getTime() ?? Infinity;
        options.onRound?.('not-due');
        return;
      }
      const result = await app.database.exclusively(JOB_LOCK_KEYS.backup, async () => {
        if (!(await due())) return undefined;
        const backup = await recordedBackup(app.db, config, 'schedule', { startedAt: now() });
        const pruned = await pruneArchives(config.backup.dir, { daily: config.backup.keepDaily, weekly: config.backup.keepWeekly });
        return { backup, pruned };
      });
      options.onRound?.(result ? 'taken' : 'skipped');
      if (result) {
        app.log.info({ file: result.backup.file, bytes: result.backup.size, seconds: result.backup.seconds, pruned: result.pruned }, 'scheduled backup written');
      }
    })()
      .catch((error: unknown) => {
        notBefore = now().getTime() + RETRY_MS;
        options.onRound?.('failed');
        app.log.error({ err: error }, 'scheduled backup failed');
      })
      .finally(() => {
        busy = false;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.tickMs ?? TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
