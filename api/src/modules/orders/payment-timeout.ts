import type { FastifyInstance } from 'fastify';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import { markOverdueTermOrders } from '../lab-group-terms/overdue-sweep';
import { expireOverdueOrders } from './expire-orders';

/** How often the sweeper looks for overdue orders at most; more often when the timeout itself is short. */
const MAX_INTERVAL_MS = 15_000;

/**
 * Cancels unpaid orders past their payment deadline in the background while the app runs, on one replica at a
 * time (an advisory lock: the others skip the round). Reads cancel them lazily too, so a late sweep is never
 * visible. Started on onReady, stopped on onClose after the sweep in progress ends, so the database is never
 * closed under it. The timer is unref'd: it never keeps the process alive.
 */
export function startPaymentTimeoutSweep(app: FastifyInstance, payTimeoutMs: number): void {
  const intervalMs = Math.max(200, Math.min(MAX_INTERVAL_MS, Math.floor(payTimeoutMs / 2)));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const sweep = () => {
    if (busy) return;
    busy = true;
    // One replica sweeps at a time; the others skip this round (each order still moves once either way).
    running = app.database
      .exclusively(JOB_LOCK_KEYS.paymentTimeoutSweep, async () => {
        const now = new Date();
        // Term orders (pay on invoice) past their due date: marked overdue and the group's finance mailed, once.
        return { cancelled: await expireOverdueOrders(app.db, now), overdue: await markOverdueTermOrders(app.db, now) };
      })
      .then((done) => {
        if (done?.cancelled) app.log.info({ cancelled: done.cancelled }, 'unpaid orders cancelled after the payment deadline');
        if (done?.overdue) app.log.info({ overdue: done.overdue }, 'term orders past their due date; finance mailed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment timeout sweep failed'))
      .finally(() => {
        busy = false;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
