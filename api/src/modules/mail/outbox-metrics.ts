import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { OutboxBacklog, OutboxStats } from './outbox-stats';

/**
 * The outbox in /metrics: mail waiting to be sent and how long the oldest has waited (the same on every replica: it is
 * the table's), and deliveries by outcome on this replica (sum them over replicas). A stuck queue shows as a growing
 * wait; SMTP refusing shows as retried and failed deliveries (deploy/prometheus/alerts.yml). `statsOf` is read at each
 * scrape: the mail plugin registers after the metrics plugin.
 */
export function registerOutboxMetrics(registry: Registry, statsOf: () => OutboxStats | undefined, log: FastifyBaseLogger): void {
  // One read of the table per scrape: prom-client collects every metric of a scrape at once, so the two gauges share
  // the read in flight; the next scrape starts a new one (a cached value would show a stale backlog).
  let inFlight: Promise<OutboxBacklog | undefined> | undefined;
  const readBacklog = async () => {
    try {
      return await statsOf()?.backlog();
    } catch (error) {
      // The scrape still answers (the database's own trouble shows in the pool and error metrics).
      log.warn({ err: error }, 'metrics: could not read the mail outbox backlog');
      return undefined;
    }
  };
  const backlog = () => {
    inFlight ??= readBacklog().finally(() => (inFlight = undefined));
    return inFlight;
  };
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails in the outbox not yet sent nor given up (due now or waiting for a retry)',
    registers: [registry],
    async collect() {
      const read = await backlog();
      if (read) this.set(read.pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail not yet sent nor given up; 0 when none waits',
    registers: [registry],
    async collect() {
      const read = await backlog();
      if (read) this.set(read.oldestPendingSeconds);
    },
  });
  new Counter({
    name: 'mail_deliveries_total',
    help: 'Outbox deliveries this replica ended, by outcome (sent, retried: will be tried again, failed: given up)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, n] of Object.entries(statsOf()?.deliveries ?? {})) this.inc({ outcome }, n);
    },
  });
}
