/**
 * `npm run retention`: one retention round now (docs/retention.md), the same as the hourly one: the analytics days
 * not rolled up yet, then every table's rows past their period, in batches. Prints what it did. On PostgreSQL it
 * takes the schedule's lock, so it never runs beside a replica's round; an embedded shop runs it itself.
 *   npm run retention            one round (at most ROUND_LIMITS rows per table; run it again for more)
 *   npm run retention -- --all   rounds until nothing is left to prune or roll up
 *   npm run retention -- --today also counts today so far into the reports (counted again, whole, once it ends)
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { JOB_LOCK_KEYS } from '../db/job-lock-keys';
import type { Db } from '../db/types';
import { chinaDay } from '../modules/backoffice-orders/china-day';
import { rollUpReportDay } from '../modules/reports/rollup/report-rollup';
import { rollUpDay } from '../modules/retention/analytics-rollup';
import { runRetentionRound, type RoundReport } from '../modules/retention/round';
import type { CliMain } from './cli/context';

const USAGE = 'usage: npm run retention [-- --all] [--today]';

export class RetentionBusy extends Error {
  override name = 'RetentionBusy';
  constructor() {
    super('Another process is running a retention round right now; run this again when it ends.');
  }
}

export const retentionErrors = [RetentionBusy];

/**
 * PostgreSQL: the schedule's advisory lock, held by a transaction of its own while the round runs on other pooled
 * connections. PGlite has one connection (a query beside an open transaction would wait forever) and one process.
 */
async function underLock<T>(db: Db, config: Config, work: () => Promise<T>): Promise<T> {
  if (!config.databaseUrl) return work();
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_KEYS.retention}) AS locked`);
    if (!(result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) throw new RetentionBusy();
    return work();
  });
}

const total = (report: RoundReport) => Object.values(report.pruned).reduce((sum, n) => sum + n, 0);

export const retentionMain: CliMain = async (argv, { io, withDatabase }) => {
  if (argv.some((arg) => arg !== '--all' && arg !== '--today') || new Set(argv).size !== argv.length) {
    io.error(USAGE);
    return 2;
  }
  const all = argv.includes('--all');
  const today = argv.includes('--today') ? chinaDay(new Date()) : undefined;
  const started = Date.now();
  const reports = await withDatabase((db, config) =>
    underLock(db, config, async () => {
      const done: RoundReport[] = [];
      for (;;) {
        const report = await runRetentionRound(db, config.retention, new Date());
        done.push(report);
        if (!all || (total(report) === 0 && report.rolledDays.length === 0 && report.reportDays.length === 0)) break;
      }
      if (today) {
        await rollUpDay(db, today, { record: false });
        await rollUpReportDay(db, today, { record: false });
      }
      return done;
    }),
  );
  const days = reports.flatMap((report) => report.rolledDays);
  io.log(days.length ? `analytics rolled up: ${days.length} day(s), ${days[0]} to ${days.at(-1)}` : 'analytics rolled up: nothing new');
  const reportDays = reports.flatMap((report) => report.reportDays);
  io.log(reportDays.length ? `reports rolled up: ${reportDays.length} day(s), ${reportDays[0]} to ${reportDays.at(-1)}` : 'reports rolled up: nothing new');
  if (today) io.log(`today (${today}) counted so far; it is counted again, whole, once it has ended`);
  const pruned = new Map<string, number>();
  for (const report of reports) for (const [table, n] of Object.entries(report.pruned)) pruned.set(table, (pruned.get(table) ?? 0) + n);
  for (const [table, n] of pruned) io.log(`pruned ${table}: ${n}`);
  io.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
};
