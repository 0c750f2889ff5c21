/**
 * `npm run bench:reports`: the owner reports at the size of a busy shop's year (issue 33) on PostgreSQL, in a fresh
 * database created and dropped here (DATABASE_URL names the server; default the local one). Writes a year of raw
 * events (BENCH_EVENTS, 10 million), paid orders (BENCH_ORDERS, 200,000) and shoppers (lib/busy-year.ts), rolls up
 * every day as the retention round does (the analytics roll-up and the reports' roll-up, each timed per day), then
 * times each report over the whole 12 months (BENCH_RUNS, 30, one at a time): p50/p99 and the API process's CPU per
 * call. Target: every report's p99 ≤ 300 ms. BENCH_DAYS (365) shortens the year; BENCH_KEEP=1 keeps the database.
 * Figures only; about 25 minutes on two cores at the default size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import type * as ReportsApi from './lib/reports-api';
import { writeBusyYear } from './lib/busy-year';
import { freshPostgres } from './lib/fresh-postgres';

const api = (await tsImport(pathToFileURL(path.join(import.meta.dirname, 'lib/reports-api.ts')).href, import.meta.url)) as typeof ReportsApi;

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const size = { days: number('BENCH_DAYS', 365), events: number('BENCH_EVENTS', 10_000_000), orders: number('BENCH_ORDERS', 200_000), shoppers: 20_000 };
const RUNS = number('BENCH_RUNS', 30);
const KEEP = process.env.BENCH_KEEP === '1';

const started = Date.now();
const progress = (line: string) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const pad = (text: string | number, width: number) => String(text).padStart(width);

const database = await freshPostgres(SERVER_URL, 'labmall_reports');
const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-reports-'));
// No schedules of its own: the bench rolls the days up itself, and a round beside it would roll the same day.
const config = api.loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHELL_DIR: path.join(dataDir, 'no-shell'), MF_DIR: path.join(dataDir, 'no-mf'), RETENTION: 'off', BACKUP_SCHEDULE: 'off' });
const app = await api.buildApp(config);
const client = new pg.Client({ connectionString: database.url });
try {
  await app.ready();
  await client.connect();
  const lastDay = api.chinaDay(new Date(Date.now() - 24 * 3_600_000));
  const firstDay = api.chinaDay(api.chinaDayStart(lastDay, -(size.days - 1)));
  console.log(`database: PostgreSQL on ${new URL(SERVER_URL).host}, a fresh database (${KEEP ? 'kept' : 'dropped afterwards'})`);
  console.log(`a year of a busy shop: ${size.days} days (${firstDay} … ${lastDay}), ${size.events.toLocaleString('en')} events, ${size.orders.toLocaleString('en')} paid orders`);
  await writeBusyYear(client, lastDay, size, progress);
  await client.query('VACUUM ANALYZE');
  progress('written and analysed');

  const analyticsMs: number[] = [];
  const reportMs: number[] = [];
  for (let day = firstDay; day <= lastDay; day = api.chinaDay(api.chinaDayStart(day, 1))) {
    let t = performance.now();
    await api.rollUpDay(app.db, day);
    analyticsMs.push(performance.now() - t);
    t = performance.now();
    await api.rollUpReportDay(app.db, day);
    reportMs.push(performance.now() - t);
    if (reportMs.length % 30 === 0) progress(`rolled up ${reportMs.length} of ${size.days} days`);
  }
  await client.query('VACUUM ANALYZE');

  const range = api.reportRange({ from: firstDay, to: lastDay }, new Date(Date.now() + 3_600_000));
  const reports: Array<[string, () => Promise<unknown>]> = [
    ['sales by day', () => api.salesReport(app.db, range, 'day', undefined, 'en')],
    ['sales by month, category', () => api.salesReport(app.db, range, 'month', 'category', 'en')],
    ['sales by week, product', () => api.salesReport(app.db, range, 'week', 'product', 'en')],
    ['sales by month, institution', () => api.salesReport(app.db, range, 'month', 'institution', 'en')],
    ['funnel', () => api.funnelReport(app.db, range)],
    ['search', () => api.searchReport(app.db, range)],
    ['products', () => api.productsReport(app.db, range, 'en')],
    ['quotations', () => api.quotationsReport(app.db, range)],
    ['points', () => api.pointsReport(app.db, range)],
  ];
  const figures: Array<{ name: string; p50: number; p99: number; cpu: number }> = [];
  for (const [name, run] of reports) {
    await run(); // warm: plans cached, pages in memory, as on a shop that serves reports
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    figures.push({ name, p50: quantile(times, 0.5), p99: quantile(times, 0.99), cpu: (used.user + used.system) / 1000 / RUNS });
  }

  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `mean ${(list.reduce((s, n) => s + n, 0) / list.length).toFixed(0)} ms, p50 ${quantile(sorted, 0.5).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(`\nroll-up per day of data (${Math.round(size.events / size.days).toLocaleString('en')} events, ${Math.round(size.orders / size.days)} orders a day)`);
  console.log(`  analytics_daily (retention)   ${stats(analyticsMs)}`);
  console.log(`  reports (funnel, search, sales) ${stats(reportMs)}`);
  console.log(`  the whole year: ${((analyticsMs.reduce((s, n) => s + n, 0) + reportMs.reduce((s, n) => s + n, 0)) / 1000).toFixed(0)} s`);
  console.log(`\nreports over the 12 months (${range.from} … ${range.to}), ${RUNS} calls each, one at a time; target p99 ≤ 300 ms\n`);
  console.log(['report'.padEnd(30), pad('p50 ms', 8), pad('p99 ms', 8), pad('api cpu', 8)].join(' '));
  for (const f of figures) console.log([f.name.padEnd(30), pad(f.p50.toFixed(1), 8), pad(f.p99.toFixed(1), 8), pad(f.cpu.toFixed(1), 8)].join(' '));
} finally {
  await client.end();
  await app.close();
  if (KEEP) console.error(`kept: ${database.url}`);
  else await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
