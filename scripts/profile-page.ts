/**
 * `npm run profile:page`: where a server-rendered page's main-thread time goes while it loads and hydrates. Starts
 * the production server (fresh embedded database), opens each page in the system Chromium as a phone (412×823,
 * touch) with the CPU slowed 4× (Lighthouse's mobile setting), records V8's CPU profile from navigation until the
 * page has been hydrated and quiet for a second, and prints:
 *   - long tasks (over 50 ms) and their blocking time, as Total Blocking Time counts it;
 *   - self time per source group (react-dom, i18next, @module-federation/*, shell/layout, mf-catalog/features…);
 *   - the functions with the most self time and the most inclusive time (components show up by name).
 * Source names need the hidden source maps of a profiling build: `LABMALL_SOURCE_MAPS=1 npm run build` first (the
 * served files are the same, with a .map beside each; nothing points at them). Without, frames are named by chunk.
 *   npm run profile:page                                   /en/, a category and a product
 *   npm run profile:page -- /en/help --limit 40            other pages, longer tables
 * Figures vary run to run on a shared machine; compare builds with `npm run bench:lighthouse -- --baseline <dir>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { DIST_DIR } from '../rspack.base';
import { startBenchServer } from './lib/bench-server';
import { summariseProfile, type CpuProfile } from './lib/cpu-profile-summary';
import { CHROME_ARGS, CHROME_PATH, CPU_SLOWDOWN } from './lib/phone-browser';

const DEFAULT_PAGES = ['/en/', '/en/category?categoryId=1', '/en/product/10405'];
/** The page counts as settled after this long without a long task, once hydrated. */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 60_000;
const OUTPUT_DIR = path.join(DIST_DIR, 'bench/profiles');

interface LongTask {
  start: number;
  duration: number;
}

/** Collects long tasks from the first moment of the document (an init script runs before any of the page's). */
const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

function locateBuiltFile(url: string): string | null {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/mf/')) return path.join(DIST_DIR, pathname);
  if (pathname.startsWith('/static/')) return path.join(DIST_DIR, 'shell', pathname);
  return null;
}

/** Hydrated (the shell marks #root) and no long task for QUIET_MS. */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: SETTLE_TIMEOUT_MS });
  await page.waitForFunction(
    (quietMs) => {
      const tasks = (window as unknown as { __longTasks: LongTask[] }).__longTasks;
      const lastEnd = tasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0);
      return performance.now() - lastEnd > quietMs;
    },
    QUIET_MS,
    { polling: 100, timeout: SETTLE_TIMEOUT_MS },
  );
}

async function profilePage(base: string, pagePath: string, limit: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(LONG_TASK_RECORDER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await waitUntilSettled(page);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const hydratedAt = await page.evaluate(() => performance.getEntriesByName('labmall:hydrated')[0]?.startTime ?? null);

    const summary = summariseProfile(profile, locateBuiltFile, limit);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const file = path.join(OUTPUT_DIR, `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.cpuprofile`);
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(profile));

    console.log(`\n${pagePath}  (CPU ${CPU_SLOWDOWN}× slower, until hydrated and ${QUIET_MS} ms quiet)`);
    console.log(`  main-thread JavaScript ${summary.totalMs.toFixed(0)} ms; ${tasks.length} long tasks, blocking ${blocking.toFixed(0)} ms${hydratedAt === null ? '' : `; hydrated at ${hydratedAt.toFixed(0)} ms`}`);
    console.log(`  long tasks (start ms: duration ms): ${tasks.map((t) => `${t.start.toFixed(0)}:${t.duration.toFixed(0)}`).join(', ') || 'none'}`);
    const table = (title: string, rows: Array<{ name: string; ms: number }>) => {
      console.log(`  ${title}`);
      for (const row of rows) console.log(`    ${row.ms.toFixed(1).padStart(8)} ms  ${row.name}`);
    };
    table('self time by source group', summary.groups);
    table('self time by function', summary.selfByFunction);
    table('inclusive time by function', summary.inclusiveByFunction);
    console.log(`  profile: ${path.relative(process.cwd(), file)} (open it in Chrome DevTools' Performance panel)`);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { limit: { type: 'string' } }, allowPositionals: true });
  const limit = Number(values.limit ?? 25);
  const pages = positionals.length ? positionals : DEFAULT_PAGES;
  console.error('starting the server (PGlite, fresh data directory)…');
  const server = await startBenchServer({ databaseUrl: '' });
  try {
    for (const page of pages) await profilePage(server.base, page, limit);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
