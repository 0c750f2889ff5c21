/**
 * `npm run bench:lighthouse`: Lighthouse scores of the server-rendered pages. Builds if needed, starts the
 * production server on 127.0.0.1 with a fresh embedded PGlite database, and runs Lighthouse (the npm package,
 * its default config: a mobile device with simulated throttling) on each page several times, a fresh headless
 * Chromium per run (scripts/lib/lighthouse-run.ts). Prints per page the medians of the four scores, LCP, TBT, CLS,
 * FCP, Speed Index and the main-thread work by kind, the scripts that cost the most, the performance score and
 * benchmarkIndex of every run and the audits that failed, then a compact table; the medians also go to
 * dist/bench/lighthouse.json.
 * `--baseline <checkout>`: another checkout of the shop, built (e.g. a worktree of an earlier commit), served
 * beside this one and measured interleaved, run by run in alternating order, so both builds see the same machine;
 * the table then ends with this build's figures as a share of the baseline's.
 * Figures only: nothing here asserts a budget. Simulated throttling scales with this machine's CPU, so compare
 * runs on one machine (Lighthouse's benchmarkIndex is printed for that reason).
 *   npm run bench:lighthouse                                 /en/, a category and a product, 3 runs each
 *   npm run bench:lighthouse -- --runs 5 /en/ /en/help       other pages (or --pages /en/,/en/help)
 *   npm run bench:lighthouse -- --runs 5 --baseline /tmp/base    against a built checkout of another commit
 *   npm run bench:lighthouse -- --no-scripts                  the floor: every script refused, the HTML and CSS alone
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Where the time goes inside a page: npm run profile:page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DIST_DIR } from '../rspack.base';
import { buildIfNeeded, startBenchServer, summariseWarnings, type BenchServer } from './lib/bench-server';
import { CATEGORIES, killAllChromes, median, runLighthouse, type Category, type RunFigures } from './lib/lighthouse-run';
import { builtBaseline } from './lib/phone-browser';

const DEFAULT_PAGES = ['/en/', '/en/category?categoryId=1', '/en/product/10405'];
const OUTPUT_FILE = path.join(DIST_DIR, 'bench/lighthouse.json');
/** Runs of one page that Lighthouse failed to record and that are repeated before a failure counts. */
const MAX_UNRECORDED_RERUNS = 2;
/** Main-thread kinds printed in the table (Lighthouse's group ids). */
const KINDS = ['scriptEvaluation', 'other', 'styleLayout', 'scriptParseCompile'] as const;

interface Build {
  label: string;
  server: BenchServer;
}

interface PageFigures {
  page: string;
  build: string;
  runs: number;
  median: {
    scores: Record<Category, number | null>;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    fcpMs: number | null;
    speedIndexMs: number | null;
    mainThreadMs: number | null;
    mainThreadByKind: Record<string, number | null>;
  };
  performanceRuns: Array<number | null>;
  benchmarkIndexRuns: number[];
  /** Per script, the median over the runs of its main-thread time (a script missing from a run counts 0). */
  topScripts: Array<{ url: string; ms: number }>;
  /** Over all runs, each once. */
  warnings: string[];
  failedAudits: string[];
}

function parseOptions(): { pages: string[]; runs: number; baseline: string | undefined; blockScripts: boolean } {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, pages: { type: 'string', multiple: true }, baseline: { type: 'string' }, 'no-scripts': { type: 'boolean' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1 (got ${values.runs})`);
  const given = [...(values.pages ?? []).flatMap((list) => list.split(',')), ...positionals].map((p) => p.trim()).filter(Boolean);
  // Paths only: the pages are those of the server this script starts.
  const bad = given.find((p) => !p.startsWith('/'));
  if (bad) throw new Error(`a page is a path on the shop, starting with / (got ${bad})`);
  const baseline = builtBaseline(values.baseline);
  return { pages: given.length ? given : DEFAULT_PAGES, runs, baseline, blockScripts: Boolean(values['no-scripts']) };
}

/** One recorded run; Lighthouse sometimes fails to record its own trace (NO_NAVSTART, no score at all): that run
 * measured nothing, so it is run again (at most twice) rather than leaving a median of fewer runs than asked for. */
async function recordedRun(build: Build, page: string, label: string, blockScripts: boolean): Promise<RunFigures> {
  for (let attempt = 0; ; attempt++) {
    const figures = await runLighthouse(`${build.server.base}${page}`, { blockScripts });
    // A dead server gives Lighthouse a Chrome error page, which it scores as a warning; stop with its output instead.
    build.server.assertRunning();
    console.error(`${label}: performance ${figures.scores.performance ?? '-'}, TBT ${Math.round(figures.tbtMs ?? NaN)} ms, benchmarkIndex ${Math.round(figures.environment.benchmarkIndex)}`);
    if (figures.scores.performance !== null || attempt >= MAX_UNRECORDED_RERUNS) return figures;
    console.error(`${label}: Lighthouse recorded no trace (${figures.warnings.at(-1) ?? 'no score'}); running it again`);
  }
}

function summarise(page: string, build: string, results: RunFigures[]): PageFigures {
  const pick = <T>(get: (r: RunFigures) => T) => results.map(get);
  const kinds = [...new Set(results.flatMap((r) => Object.keys(r.mainThreadByKind)))];
  const scripts = [...new Set(results.flatMap((r) => r.topScripts.map((s) => s.url)))];
  return {
    page,
    build,
    runs: results.length,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(pick((r) => r.scores[c]))])) as Record<Category, number | null>,
      lcpMs: median(pick((r) => r.lcpMs)),
      tbtMs: median(pick((r) => r.tbtMs)),
      cls: median(pick((r) => r.cls)),
      fcpMs: median(pick((r) => r.fcpMs)),
      speedIndexMs: median(pick((r) => r.speedIndexMs)),
      mainThreadMs: median(pick((r) => r.mainThreadMs)),
      mainThreadByKind: Object.fromEntries(kinds.map((kind) => [kind, median(pick((r) => r.mainThreadByKind[kind] ?? 0))])),
    },
    performanceRuns: pick((r) => r.scores.performance),
    benchmarkIndexRuns: pick((r) => Math.round(r.environment.benchmarkIndex)),
    topScripts: scripts
      .map((url) => ({ url, ms: median(pick((r) => r.topScripts.find((s) => s.url === url)?.ms ?? 0)) ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
}

/** Every page, run by run; with two builds each run measures both, the first of them alternating. */
async function measure(builds: Build[], pages: string[], runs: number, blockScripts: boolean): Promise<{ figures: PageFigures[]; environment: RunFigures['environment'] }> {
  const figures: PageFigures[] = [];
  let environment: RunFigures['environment'] | undefined;
  for (const page of pages) {
    const results = new Map<string, RunFigures[]>(builds.map((b) => [b.label, []]));
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const result = await recordedRun(build, page, `${page} ${build.label} run ${run + 1}/${runs}`, blockScripts);
        environment ??= result.environment;
        results.get(build.label)!.push(result);
      }
    }
    for (const build of builds) figures.push(summarise(page, build.label, results.get(build.label)!));
  }
  return { figures, environment: environment! };
}

const show = (value: number | null | undefined, format: (v: number) => string) => (value === null || value === undefined ? '-' : format(value));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (n: number) => String(Math.round(n));
const shift = (cls: number) => cls.toFixed(3);

function printPage(p: PageFigures): void {
  const m = p.median;
  console.log(`\n${p.page}  [${p.build}]  (median of ${p.runs} run${p.runs === 1 ? '' : 's'})`);
  console.log(`  performance     ${show(m.scores.performance, whole).padStart(6)}   runs: ${p.performanceRuns.map((s) => s ?? '-').join(', ')}`);
  console.log(`  accessibility   ${show(m.scores.accessibility, whole).padStart(6)}`);
  console.log(`  best-practices  ${show(m.scores['best-practices'], whole).padStart(6)}`);
  console.log(`  seo             ${show(m.scores.seo, whole).padStart(6)}`);
  console.log(`  LCP             ${show(m.lcpMs, seconds).padStart(6)} s`);
  console.log(`  TBT             ${show(m.tbtMs, whole).padStart(6)} ms`);
  console.log(`  CLS             ${show(m.cls, shift).padStart(6)}`);
  console.log(`  FCP             ${show(m.fcpMs, seconds).padStart(6)} s`);
  console.log(`  Speed Index     ${show(m.speedIndexMs, seconds).padStart(6)} s`);
  const kinds = Object.entries(m.mainThreadByKind).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  console.log(`  main thread     ${show(m.mainThreadMs, whole).padStart(6)} ms   ${kinds.map(([k, v]) => `${k} ${show(v, whole)}`).join(', ')}`);
  console.log(`  scripts (ms)    ${p.topScripts.map((s) => `${s.url} ${whole(s.ms)}`).join(', ')}`);
  console.log(`  benchmarkIndex  ${p.benchmarkIndexRuns.join(', ')}`);
  if (p.failedAudits.length) console.log(`  failed audits:  ${p.failedAudits.join(', ')}`);
  for (const warning of p.warnings) console.log(`  Lighthouse warning: ${warning}`);
}

function printTable(pages: PageFigures[], baseline: string | undefined): void {
  const width = Math.max(28, ...pages.map((p) => p.page.length));
  const buildWidth = Math.max(5, ...pages.map((p) => p.build.length));
  console.log('\n' + ['page'.padEnd(width), 'build'.padEnd(buildWidth), 'perf', 'a11y', '  bp', ' seo', ' LCP s', 'TBT ms', '  CLS', ' FCP s', '  SI s', 'main ms', ...KINDS.map((k) => k.slice(0, 10).padStart(10))].join('  '));
  for (const p of pages) {
    const m = p.median;
    console.log([
      p.page.padEnd(width),
      p.build.padEnd(buildWidth),
      show(m.scores.performance, whole).padStart(4),
      show(m.scores.accessibility, whole).padStart(4),
      show(m.scores['best-practices'], whole).padStart(4),
      show(m.scores.seo, whole).padStart(4),
      show(m.lcpMs, seconds).padStart(6),
      show(m.tbtMs, whole).padStart(6),
      show(m.cls, shift).padStart(5),
      show(m.fcpMs, seconds).padStart(6),
      show(m.speedIndexMs, seconds).padStart(6),
      show(m.mainThreadMs, whole).padStart(7),
      ...KINDS.map((k) => show(m.mainThreadByKind[k], whole).padStart(10)),
    ].join('  '));
  }
  if (!baseline) return;
  console.log('\nthis build as a share of the baseline (medians):');
  for (const current of pages.filter((p) => p.build === 'this')) {
    const base = pages.find((p) => p.page === current.page && p.build === 'baseline')!;
    const share = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? '-' : `${Math.round((a / b) * 100)} %`);
    console.log(
      `  ${current.page.padEnd(width)}  TBT ${share(current.median.tbtMs, base.median.tbtMs)}, main-thread work ${share(current.median.mainThreadMs, base.median.mainThreadMs)}, ` +
        `LCP ${show(current.median.lcpMs, seconds)} s vs ${show(base.median.lcpMs, seconds)} s, CLS ${show(current.median.cls, shift)}`,
    );
  }
}

async function main(): Promise<void> {
  const { pages, runs, baseline, blockScripts } = parseOptions();
  buildIfNeeded();
  // Process exits that skip the finally below (Ctrl-C, process.exit) must not leave a detached Chromium.
  process.once('exit', killAllChromes);
  console.error('starting the server (PGlite, fresh data directory)…');
  const builds: Build[] = [{ label: 'this', server: await startBenchServer({ databaseUrl: '' }) }];
  try {
    if (baseline) {
      console.error(`starting the baseline's server from ${baseline}…`);
      builds.push({ label: 'baseline', server: await startBenchServer({ databaseUrl: '', serverRoot: baseline }) });
    }
    const { figures, environment } = await measure(builds, pages, runs, blockScripts);
    console.log(`\nLighthouse ${environment.lighthouseVersion}, default config (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page${baseline ? `, interleaved with the baseline ${baseline}` : ''}${blockScripts ? ', every script refused' : ''}`);
    console.log(`${environment.hostUserAgent}; benchmarkIndex ${Math.round(environment.benchmarkIndex)} (first run; every run's below)`);
    for (const page of figures) printPage(page);
    printTable(figures, baseline);
    mkdirSync(path.dirname(OUTPUT_FILE), { recursive: true });
    writeFileSync(OUTPUT_FILE, `${JSON.stringify({ date: new Date().toISOString(), ...environment, config: 'default (mobile, simulated throttling)', runs, baseline, pages: figures }, null, 2)}\n`);
    console.log(`\nmedians written to ${path.relative(process.cwd(), OUTPUT_FILE)}`);
    for (const build of builds) {
      const warnings = summariseWarnings(build.server.warnings());
      if (warnings.length) console.log(`\nthe ${build.label} server logged warnings or errors:\n  ${warnings.join('\n  ')}`);
    }
  } finally {
    for (const build of builds) await build.server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
