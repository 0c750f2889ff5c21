/**
 * `npm run bench:first-tap`: how fast a server-rendered page answers the first tap a shopper makes on a phone. Starts
 * the production server (fresh embedded database; with `--baseline <checkout>` also that built checkout's, measured
 * interleaved run by run), opens the page in the system Chromium as a phone (412×823, touch) with the CPU slowed 4×
 * (Lighthouse's mobile setting), and taps as soon as the page has loaded and the control can be used:
 *   - `/en/`: "All categories" (opens the category menu);
 *   - `/en/product/10405`: "Add to cart" (enabled once the cart remote has hydrated it; a guest gets the login dialog).
 * Prints per tap the medians of:
 *   - INP: the longest Event Timing duration of the tap's interaction (input delay + handlers + the next paint);
 *   - ready: load event → the control can be tapped;
 *   - answered: the tap → its visible outcome (the menu open; the login dialog open).
 * Figures only; compare runs made in one sitting on one machine.
 *   npm run bench:first-tap -- --runs 5 --baseline /tmp/base
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildIfNeeded, startBenchServer, type BenchServer } from './lib/bench-server';
import { median } from './lib/lighthouse-run';
import { builtBaseline, CHROME_ARGS, CHROME_PATH, CPU_SLOWDOWN } from './lib/phone-browser';

const OUTCOME_TIMEOUT_MS = 30_000;

interface Tap {
  name: string;
  page: string;
  /** The control: a button matching the CSS selector, with this text if given. */
  selector: string;
  text?: string;
  /** True once the tap has had its visible effect. */
  answered: (page: Page) => Promise<boolean>;
}

const TAPS: Tap[] = [
  {
    name: 'open the category menu',
    page: '/en/',
    selector: 'button.category-toggle',
    answered: (page) => page.locator('.category-list.open').isVisible(),
  },
  {
    // A guest is asked to sign in, in the login dialog, and stays on the page.
    name: 'add to cart',
    page: '/en/product/10405',
    selector: 'main button',
    text: 'Add to cart',
    answered: (page) => page.locator('dialog.login-dialog[open]').isVisible(),
  },
];

/** Records Event Timing entries from the first moment of the document (the tap's interaction among them). */
const EVENT_RECORDER = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface TapFigures {
  inpMs: number | null;
  readyMs: number;
  answeredMs: number | null;
}

async function measureTap(browser: Browser, base: string, tap: Tap): Promise<TapFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(EVENT_RECORDER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${tap.page}`, { waitUntil: 'load' });
    const loadedAt = Date.now();
    // As soon as a shopper could: the control is on screen and enabled.
    const target = page.locator(tap.selector, tap.text ? { hasText: tap.text } : {}).first();
    await target.waitFor({ state: 'visible' });
    await page.waitForFunction(
      ({ selector, text }) =>
        Array.from(document.querySelectorAll<HTMLButtonElement>(selector)).some((b) => !b.disabled && (!text || b.textContent?.trim() === text)),
      { selector: tap.selector, text: tap.text },
      { polling: 16, timeout: OUTCOME_TIMEOUT_MS },
    );
    const readyMs = Date.now() - loadedAt;
    const tappedAt = Date.now();
    await target.tap({ noWaitAfter: true, force: true });
    let answeredMs: number | null = null;
    const deadline = tappedAt + OUTCOME_TIMEOUT_MS;
    while (answeredMs === null && Date.now() < deadline) {
      if (await tap.answered(page)) answeredMs = Date.now() - tappedAt;
      else await page.waitForTimeout(16);
    }
    // Event Timing entries arrive after the next paint; give them that frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const events = await page.evaluate(() => (window as unknown as { __events: Array<{ duration: number; id: number }> }).__events);
    const inpMs = events.length ? Math.max(...events.map((e) => e.duration)) : null;
    return { inpMs, readyMs, answeredMs };
  } finally {
    await context.close();
  }
}

function parseOptions(): { runs: number; baseline: string | undefined } {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, baseline: { type: 'string' } } });
  const runs = Number(values.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1 (got ${values.runs})`);
  const baseline = builtBaseline(values.baseline);
  return { runs, baseline };
}

async function main(): Promise<void> {
  const { runs, baseline } = parseOptions();
  buildIfNeeded();
  const servers: Array<{ label: string; server: BenchServer }> = [{ label: 'this', server: await startBenchServer({ databaseUrl: '' }) }];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    if (baseline) servers.push({ label: 'baseline', server: await startBenchServer({ databaseUrl: '', serverRoot: baseline }) });
    console.log(`first tap after load, CPU ${CPU_SLOWDOWN}× slower, phone viewport, ${runs} runs each${baseline ? `, interleaved with ${baseline}` : ''}`);
    console.log(['tap'.padEnd(24), 'build'.padEnd(8), 'INP ms', 'ready ms', 'answered ms', 'INP runs'].join('  '));
    for (const tap of TAPS) {
      const results = new Map<string, TapFigures[]>(servers.map((s) => [s.label, []]));
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...servers].reverse() : servers;
        for (const { label, server } of order) {
          results.get(label)!.push(await measureTap(browser, server.base, tap));
          server.assertRunning();
        }
      }
      for (const { label } of servers) {
        const figures = results.get(label)!;
        const show = (value: number | null) => (value === null ? '-' : String(Math.round(value)));
        console.log([
          tap.name.padEnd(24),
          label.padEnd(8),
          show(median(figures.map((f) => f.inpMs))).padStart(6),
          show(median(figures.map((f) => f.readyMs))).padStart(8),
          show(median(figures.map((f) => f.answeredMs))).padStart(11),
          figures.map((f) => show(f.inpMs)).join(', '),
        ].join('  '));
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
