import { Counter, Gauge, type Registry } from 'prom-client';
import { chinaDayStart } from '../backoffice-orders/china-day';
import { retentionStats } from './stats';

/** Retention's series in /metrics (docs/retention.md "Watching it"), read from this process's counts at each scrape. */
export function registerRetentionMetrics(registry: Registry): void {
  new Counter({
    name: 'retention_rows_pruned_total',
    help: 'Rows retention deleted, by table, in this process',
    labelNames: ['table'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [table, rows] of retentionStats.pruned) this.inc({ table }, rows);
    },
  });
  new Counter({
    name: 'retention_rounds_total',
    help: 'Retention rounds by outcome (done, failed, skipped: another replica held the lock), in this process',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, n] of retentionStats.rounds) this.inc({ outcome }, n);
    },
  });
  new Gauge({
    name: 'retention_last_success_timestamp_seconds',
    help: 'When a retention round last ended without an error in this process (absent before the first); take the max over replicas',
    registers: [registry],
    collect() {
      if (retentionStats.lastSuccessAt) this.set(retentionStats.lastSuccessAt / 1000);
    },
  });
  new Counter({
    name: 'analytics_rollup_days_total',
    help: 'China days of analytics events rolled up into analytics_daily by this process',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(retentionStats.rolledDays);
    },
  });
  new Gauge({
    name: 'analytics_rollup_through_timestamp_seconds',
    help: 'The end of the latest China day rolled up into analytics_daily, as this process last saw it (absent before its first round)',
    registers: [registry],
    collect() {
      if (retentionStats.rolledThrough) this.set(chinaDayStart(retentionStats.rolledThrough, 1).getTime() / 1000);
    },
  });
}
