import type { FastifyInstance } from 'fastify';
import type { RetentionConfig } from '../../config-retention';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import { runRetentionRound } from './round';
import { countRound, retentionStats } from './stats';

/**
 * Runs a retention round every `intervalMs` while the app runs (the first one a minute after start, so a starting
 * replica serves before it prunes), on one replica at a time (an advisory lock: the others skip the round). Started
 * on onReady; on onClose the round in progress stops after its current batch and is awaited, so the database is
 * never closed under it. The timer is unref'd: it never keeps the process alive.
 */
export function startRetentionSchedule(app: FastifyInstance, periods: RetentionConfig, now: () => Date = () => new Date()): void {
  if (!periods.scheduled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let closing = false;

  const round = () => {
    if (busy || closing) return;
    busy = true;
    running = app.database
      .exclusively(JOB_LOCK_KEYS.retention, () => runRetentionRound(app.db, periods, now(), { shouldStop: () => closing }))
      .then((report) => {
        if (!report) return countRound('skipped');
        countRound('done');
        retentionStats.lastSuccessAt = Date.now();
        const pruned = Object.values(report.pruned).reduce((sum, n) => sum + n, 0);
        if (pruned || report.rolledDays.length) app.log.info({ rolledDays: report.rolledDays, pruned: report.pruned }, 'retention round');
      })
      .catch((error: unknown) => {
        countRound('failed');
        app.log.error({ err: error }, 'retention round failed');
      })
      .finally(() => {
        busy = false;
      });
  };

  app.addHook('onReady', async () => {
    const first = setTimeout(() => {
      round();
      timer = setInterval(round, periods.intervalMs);
      timer.unref();
    }, Math.min(60_000, periods.intervalMs));
    first.unref();
    timer = first;
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    clearInterval(timer);
    await running;
  });
}
