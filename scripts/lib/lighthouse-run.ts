/**
 * One Lighthouse run of a page as `bench:lighthouse` reads it: a fresh headless Chromium, Lighthouse's default config
 * (a mobile device, simulated throttling), reduced to the scores and times it prints, including the main-thread work
 * by kind (Lighthouse's own "Minimize main-thread work" audit, already scaled by its 4× CPU slowdown) and the
 * scripts that cost the most of it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Scripts listed per run in the boot-up table. */
const TOP_SCRIPTS = 6;

/** One Lighthouse run, reduced to what is printed. Scores 0-100, times in ms; null = Lighthouse had none. */
export interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Main-thread work (all kinds) and per kind: scriptEvaluation, other, styleLayout, scriptParseCompile… */
  mainThreadMs: number | null;
  mainThreadByKind: Record<string, number>;
  /** The scripts with the most main-thread time (evaluation + parse/compile), as "url: ms". */
  topScripts: Array<{ url: string; ms: number }>;
  warnings: string[];
  failedAudits: string[];
  environment: { lighthouseVersion: string; hostUserAgent: string; benchmarkIndex: number };
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

type TableItems = Array<Record<string, unknown>>;
const itemsOf = (lhr: Result, audit: string): TableItems => ((lhr.audits[audit]?.details as { items?: TableItems } | undefined)?.items ?? []);

function figuresOf(lhr: Result): RunFigures {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const mainThreadByKind = Object.fromEntries(itemsOf(lhr, 'mainthread-work-breakdown').map((item) => [String(item.group), Number(item.duration)]));
  const topScripts = itemsOf(lhr, 'bootup-time')
    .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ''), ms: Number(item.total) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP_SCRIPTS);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    mainThreadByKind,
    topScripts,
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
export async function runLighthouse(url: string, { blockScripts = false }: { blockScripts?: boolean } = {}): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default, a mobile device with simulated throttling. `blockScripts`: every script
    // request refused, so what is left is the server's HTML and CSS alone (bench:lighthouse --no-scripts).
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.js?*'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

export function killAllChromes(): void {
  chromeLauncher.killAll();
}

export function median(values: Array<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
