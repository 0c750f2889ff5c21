/**
 * `npm run bench:main-thread`: how much work a server-rendered page puts on the browser's main thread, by Chrome's
 * own counters (CDP `Performance.getMetrics`: TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration),
 * from navigation until the page is hydrated and the network quiet. A phone (412×823, touch) with the CPU slowed 4×,
 * like Lighthouse's mobile setting; a fresh browser context per run (cold cache). The counters are exact sums, not
 * samples or a simulation, so they vary far less from run to run than Lighthouse's figures: use this to compare
 * builds, and Lighthouse for the page as a phone sees it.
 *
 *   npm run bench:main-thread -- --runs 7 --baseline /tmp/base            /en/, a category and a product
 *   npm run bench:main-thread -- --no-scripts /en/                         the floor: the server's HTML and CSS only
 *
 * `--no-scripts` refuses every script request: what is left is the cost of the server-rendered page itself
 * (navigation, HTML parsing, style, layout, paint), which no change to the JavaScript can remove.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { buildIfNeeded, startBenchServer, type BenchServer } from './lib/bench-server';
import { median } from './lib/lighthouse-run';
import { builtBaseline, CHROME_ARGS, CHROME_PATH, CPU_SLOWDOWN } from './lib/phone-browser';

const DEFAULT_PAGES = ['/en/', '/en/category?categoryId=1', '/en/product/10405'];
/** After the network is quiet: late work (deferred parts, analytics) still counts. */
const SETTLE_MS = 1_000;
const SERVER_DATA_DEADLINE_MS = 10_000;
const WARM_UP_REQUESTS = 2;
const FIGURES = ['total', 'script', 'layout', 'style', 'other'] as const;
type Figure = (typeof FIGURES)[number];
type Figures = Record<Figure, number>;
type Sample = Figures & { served: string };

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string' }, baseline: { type: 'string' }, 'no-scripts': { type: 'boolean' } },
  });
  const runs = Number(values.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const baseline = builtBaseline(values.baseline);
  return { pages: positionals.length ? positionals : DEFAULT_PAGES, runs, baseline, noScripts: Boolean(values['no-scripts']) };
}

async function measure(browser: Browser, url: string, noScripts: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (noScripts) await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(url, { waitUntil: 'load' });
    // `x-render`: hit or render = the whole page with its data; partial = cut short; none = the bare shell.
    const served = response?.headers()['x-render'] ?? 'shell';
    if (!noScripts) await page.waitForSelector('#root[data-hydrated]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const ms = (name: string) => seconds(name) * 1000;
    const total = ms('TaskDuration');
    const [script, layout, style] = [ms('ScriptDuration'), ms('LayoutDuration'), ms('RecalcStyleDuration')];
    // "other": parsing and compiling script, parsing HTML, paint, navigation, IPC and network handling.
    return { total, script, layout, style, other: total - script - layout - style, served };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { pages, runs, baseline, noScripts } = parseOptions();
  buildIfNeeded();
  // The browser's work is measured, not the server's: a page whose data missed the server's deadline (a cold
  // embedded database beside a 4×-throttled browser) would arrive without it and make the browser render far more.
  const env = { SSR_DATA_DEADLINE: `${SERVER_DATA_DEADLINE_MS}ms` };
  const builds: Array<{ label: string; server: BenchServer }> = [{ label: 'this build', server: await startBenchServer({ databaseUrl: '', env }) }];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    if (baseline) builds.push({ label: 'baseline', server: await startBenchServer({ databaseUrl: '', serverRoot: baseline, env }) });
    // Warm each server (its database, its rendered-page cache) before the first measured run.
    for (const { server } of builds) for (const page of pages) for (let i = 0; i < WARM_UP_REQUESTS; i++) await (await fetch(`${server.base}${page}`)).text();
    const samples = new Map<string, Sample[]>();
    // Interleaved run by run, so a slower minute of a shared machine falls on both builds.
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (const { label, server } of builds) {
          const key = `${page}|${label}`;
          samples.set(key, [...(samples.get(key) ?? []), await measure(browser, `${server.base}${page}`, noScripts)]);
        }
      }
    }
    console.log(`\nmain-thread work in ms (Chrome's counters, CPU ${CPU_SLOWDOWN}× slower, medians of ${runs} run${runs === 1 ? '' : 's'}${noScripts ? ', scripts refused' : ''})`);
    console.log(`${'page'.padEnd(30)}${'build'.padEnd(12)}${FIGURES.map((f) => f.padStart(8)).join('')}`);
    for (const page of pages) {
      const medians = new Map<string, Figures>();
      for (const { label } of builds) {
        // Only runs of a whole server-rendered page: a partial page or the bare shell makes the browser render the
        // rest, which measures the server's moment, not the page (the excluded runs are counted).
        const all = samples.get(`${page}|${label}`)!;
        const whole = all.filter((s) => s.served === 'hit' || s.served === 'render');
        const runsOf = whole.length ? whole : all;
        if (whole.length < all.length) console.log(`  (${page} ${label}: ${all.length - whole.length} of ${all.length} runs got ${[...new Set(all.filter((s) => !whole.includes(s)).map((s) => s.served))].join(', ')}, left out)`);
        const row = Object.fromEntries(FIGURES.map((f) => [f, median(runsOf.map((s) => s[f])) ?? 0])) as Figures;
        medians.set(label, row);
        console.log(`${page.padEnd(30)}${label.padEnd(12)}${FIGURES.map((f) => String(Math.round(row[f])).padStart(8)).join('')}`);
      }
      const base = medians.get('baseline');
      if (base) {
        const ours = medians.get('this build')!;
        console.log(`${''.padEnd(30)}${'share'.padEnd(12)}${FIGURES.map((f) => `${Math.round((100 * ours[f]) / base[f])} %`.padStart(8)).join('')}`);
      }
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
