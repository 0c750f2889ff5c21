/**
 * `npm run bench:lighthouse`: Lighthouse scores of the server-rendered pages. Builds if needed, starts the
 * production server on 127.0.0.1 with a fresh embedded PGlite database, and runs Lighthouse (the npm package,
 * its default config: a mobile device with simulated throttling) on each page several times, a fresh headless
 * Chromium per run. Prints per page the medians of the performance, accessibility, best-practices and SEO
 * scores, LCP, TBT, CLS, FCP and Speed Index, the performance score of every run and the audits that failed,
 * then a compact table; the medians also go to dist/bench/lighthouse.json.
 * Figures only: nothing here asserts a budget. Simulated throttling scales with this machine's CPU, so compare
 * runs on one machine (Lighthouse's benchmarkIndex is printed for that reason).
 *   npm run bench:lighthouse                                 /en/, a category and a product, 3 runs each
 *   npm run bench:lighthouse -- --runs 5 /en/ /en/help       other pages (or --pages /en/,/en/help)
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { DIST_DIR } from '../rspack.base';
import { buildIfNeeded, startBenchServer, summariseWarnings, type BenchServer } from './lib/bench-server';

const DEFAULT_PAGES = ['/en/', '/en/category?categoryId=1', '/en/product/10405'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OUTPUT_FILE = path.join(DIST_DIR, 'bench/lighthouse.json');
/** Runs of one page that Lighthouse failed to record and that are repeated before a failure counts. */
const MAX_UNRECORDED_RERUNS = 2;

type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run, reduced to what is printed. Scores 0-100, times in ms; null = Lighthouse had none. */
interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  warnings: string[];
  failedAudits: string[];
  environment: { lighthouseVersion: string; hostUserAgent: string; benchmarkIndex: number };
}

interface PageFigures {
  page: string;
  runs: number;
  median: Omit<RunFigures, 'warnings' | 'failedAudits' | 'environment'>;
  performanceRuns: Array<number | null>;
  /** Over all runs, each once. */
  warnings: string[];
  failedAudits: string[];
}

function parseOptions(): { pages: string[]; runs: number } {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, pages: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1 (got ${values.runs})`);
  const given = [...(values.pages ?? []).flatMap((list) => list.split(',')), ...positionals].map((p) => p.trim()).filter(Boolean);
  // Paths only: the pages are those of the server this script starts.
  const bad = given.find((p) => !p.startsWith('/'));
  if (bad) throw new Error(`a page is a path on the shop, starting with / (got ${bad})`);
  return { pages: given.length ? given : DEFAULT_PAGES, runs };
}

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Audits of the non-performance categories that count towards their score and did not pass. */
function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(`${id}: ${ref.id}`);
    }
  }
  return [...failed];
}

function figuresOf(lhr: Result): RunFigures {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
    failedAudits: failedAudits(lhr),
    environment: {
      lighthouseVersion: lhr.lighthouseVersion,
      hostUserAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  };
}

/** A fresh Chromium per run: nothing (cache, compiled code, service workers) carries over from the last one. */
async function runLighthouse(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default, a mobile device with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

async function measurePage(server: BenchServer, page: string, runs: number): Promise<{ figures: PageFigures; environment: RunFigures['environment'] }> {
  const results: RunFigures[] = [];
  let unrecorded = 0;
  while (results.length < runs) {
    const figures = await runLighthouse(`${server.base}${page}`);
    // A dead server gives Lighthouse a Chrome error page, which it scores as a warning; stop with its output instead.
    server.assertRunning();
    console.error(`${page} run ${results.length + 1}/${runs}: performance ${figures.scores.performance ?? '-'}`);
    // Lighthouse sometimes fails to record its own trace (NO_NAVSTART, no score at all): that run measured nothing,
    // so it is run again (at most twice per page) rather than leaving a median of fewer runs than asked for.
    if (figures.scores.performance === null && unrecorded < MAX_UNRECORDED_RERUNS) {
      unrecorded += 1;
      console.error(`${page}: Lighthouse recorded no trace (${figures.warnings.at(-1) ?? 'no score'}); running it again`);
      continue;
    }
    results.push(figures);
  }
  const pick = <T>(get: (r: RunFigures) => T) => results.map(get);
  return {
    figures: {
      page,
      runs,
      median: {
        scores: {
          performance: median(pick((r) => r.scores.performance)),
          accessibility: median(pick((r) => r.scores.accessibility)),
          'best-practices': median(pick((r) => r.scores['best-practices'])),
          seo: median(pick((r) => r.scores.seo)),
        },
        lcpMs: median(pick((r) => r.lcpMs)),
        tbtMs: median(pick((r) => r.tbtMs)),
        cls: median(pick((r) => r.cls)),
        fcpMs: median(pick((r) => r.fcpMs)),
        speedIndexMs: median(pick((r) => r.speedIndexMs)),
      },
      performanceRuns: pick((r) => r.scores.performance),
      warnings: [...new Set(results.flatMap((r) => r.warnings))],
      failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
    },
    environment: results[0]!.environment,
  };
}

const show = (value: number | null, format: (v: number) => string) => (value === null ? '-' : format(value));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (n: number) => String(Math.round(n));
const shift = (cls: number) => cls.toFixed(3);

function printPage(p: PageFigures): void {
  const m = p.median;
  console.log(`\n${p.page}  (median of ${p.runs} run${p.runs === 1 ? '' : 's'})`);
  console.log(`  performance     ${show(m.scores.performance, whole).padStart(6)}   runs: ${p.performanceRuns.map((s) => s ?? '-').join(', ')}`);
  console.log(`  accessibility   ${show(m.scores.accessibility, whole).padStart(6)}`);
  console.log(`  best-practices  ${show(m.scores['best-practices'], whole).padStart(6)}`);
  console.log(`  seo             ${show(m.scores.seo, whole).padStart(6)}`);
  console.log(`  LCP             ${show(m.lcpMs, seconds).padStart(6)} s`);
  console.log(`  TBT             ${show(m.tbtMs, whole).padStart(6)} ms`);
  console.log(`  CLS             ${show(m.cls, shift).padStart(6)}`);
  console.log(`  FCP             ${show(m.fcpMs, seconds).padStart(6)} s`);
  console.log(`  Speed Index     ${show(m.speedIndexMs, seconds).padStart(6)} s`);
  if (p.failedAudits.length) console.log(`  failed audits:  ${p.failedAudits.join(', ')}`);
  for (const warning of p.warnings) console.log(`  Lighthouse warning: ${warning}`);
}

function printTable(pages: PageFigures[]): void {
  const width = Math.max(28, ...pages.map((p) => p.page.length));
  console.log('\n' + ['page'.padEnd(width), 'perf', 'a11y', '  bp', ' seo', ' LCP s', 'TBT ms', '  CLS', ' FCP s', '  SI s'].join('  '));
  for (const p of pages) {
    const m = p.median;
    console.log([
      p.page.padEnd(width),
      show(m.scores.performance, whole).padStart(4),
      show(m.scores.accessibility, whole).padStart(4),
      show(m.scores['best-practices'], whole).padStart(4),
      show(m.scores.seo, whole).padStart(4),
      show(m.lcpMs, seconds).padStart(6),
      show(m.tbtMs, whole).padStart(6),
      show(m.cls, shift).padStart(5),
      show(m.fcpMs, seconds).padStart(6),
      show(m.speedIndexMs, seconds).padStart(6),
    ].join('  '));
  }
}

async function main(): Promise<void> {
  const { pages, runs } = parseOptions();
  buildIfNeeded();
  // Process exits that skip the finally below (Ctrl-C, process.exit) must not leave a detached Chromium.
  process.once('exit', () => chromeLauncher.killAll());
  console.error('starting the server (PGlite, fresh data directory)…');
  const server = await startBenchServer({ databaseUrl: '' });
  try {
    const measured = [];
    for (const page of pages) measured.push(await measurePage(server, page, runs));
    const environment = measured[0]!.environment;
    const results = measured.map((m) => m.figures);
    console.log(`\nLighthouse ${environment.lighthouseVersion}, default config (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page`);
    console.log(`${environment.hostUserAgent}; benchmarkIndex ${Math.round(environment.benchmarkIndex)}`);
    for (const page of results) printPage(page);
    printTable(results);
    mkdirSync(path.dirname(OUTPUT_FILE), { recursive: true });
    writeFileSync(OUTPUT_FILE, `${JSON.stringify({ date: new Date().toISOString(), ...environment, config: 'default (mobile, simulated throttling)', runs, pages: results }, null, 2)}\n`);
    console.log(`\nmedians written to ${path.relative(process.cwd(), OUTPUT_FILE)}`);
    const warnings = summariseWarnings(server.warnings());
    if (warnings.length) console.log(`\nthe server logged warnings or errors:\n  ${warnings.join('\n  ')}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
