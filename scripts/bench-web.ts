/**
 * `npm run bench:web`: serves the production build and loads pages in headless Chromium with a cold cache,
 * printing per page (signed in): gzip JS and CSS bytes transferred, request count and Largest Contentful Paint;
 * then a guest's first visit of the home page (all its JS, the budget) and the shell's share of it.
 * Figures only: nothing here asserts a budget (tests never assert timings).
 */
import { chromium, type Page } from '@playwright/test';
import { buildIfNeeded, startBenchServer } from './lib/bench-server';

/** The bench server's address, once it is up. */
let BASE = '';
const PAGES = ['/zh/', '/zh/category?title=bench', '/zh/shopping', '/zh/user/address', '/zh/pointsMall', '/zh/studyEnjoy/guide', '/zh/help'];

interface PageFigures {
  url: string;
  jsBytes: number;
  cssBytes: number;
  /** Shell files (/static/) over the whole load, and those requested before the first remote (/mf/) request. */
  shellJsBytes: number;
  shellCriticalJsBytes: number;
  requests: number;
  lcpMs: number;
}

/** A bench account, so signed-in pages are measured as a signed-in shopper sees them. */
async function benchToken(): Promise<string | null> {
  const credentials = { account: 'bench@labmall.test', password: 'Bench12345' };
  const post = (path: string, body: unknown) =>
    fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/register', { ...credentials, agreement: true });
  const login = (await (await post('/api/auth/login', credentials)).json()) as { token?: string };
  return login.token ?? null;
}

async function measure(page: Page, url: string, label = url): Promise<PageFigures> {
  const figures: PageFigures = { url, jsBytes: 0, cssBytes: 0, shellJsBytes: 0, shellCriticalJsBytes: 0, requests: 0, lcpMs: 0 };
  let remoteRequested = false;
  const critical = new Set<unknown>();
  page.on('request', (request) => {
    // A remote's own files (/mf/<remote>/…), not the shell's read of /mf/manifest.json.
    if (/^\/mf\/mf_/.test(new URL(request.url()).pathname)) remoteRequested = true;
    else if (!remoteRequested) critical.add(request);
  });
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    figures.requests += 1;
    pending.push((async () => {
      // A request that finishes as the page is being closed (a late analytics beacon) has no sizes left to read.
      const size = await request.sizes().then((sizes) => sizes.responseBodySize, () => 0);
      const type = request.resourceType();
      if (type === 'script') figures.jsBytes += size;
      if (type === 'stylesheet') figures.cssBytes += size;
      if (type === 'script' && new URL(request.url()).pathname.startsWith('/static/')) {
        figures.shellJsBytes += size;
        if (critical.has(request)) figures.shellCriticalJsBytes += size;
        if (process.env.BENCH_VERBOSE && label === process.env.BENCH_VERBOSE) console.log(`  ${label} ${critical.has(request) ? 'critical' : 'later   '} ${size} ${request.url()}`);
      }
    })());
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
  await page.locator('.remote-area, .remote-unavailable, .login-required, .login-page').first().waitFor({ timeout: 15_000 });
  figures.lcpMs = await page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(0), 3000);
  }));
  await Promise.all(pending);
  return figures;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const server = await startBenchServer({ databaseUrl: '' });
  BASE = server.base;
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const token = await benchToken();
    if (!token) console.warn('could not sign in the bench account: signed-in pages are measured as a guest sees them');
    const rows: PageFigures[] = [];
    for (const url of PAGES) {
      // A new context per page = a cold cache; gzip only, since the budget is stated in gzip bytes.
      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
      if (token) await context.addCookies([{ name: 'auth._token.local', value: token, url: BASE }]);
      rows.push(await measure(await context.newPage(), url));
      await context.close();
    }
    // The budget is a first visit: a guest with a cold cache (no sign-in, so no user call at boot).
    const guestContext = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const guest = await measure(await guestContext.newPage(), '/zh/', 'guest');
    await guestContext.close();
    await browser.close();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log('\npage                          JS (gzip)   CSS (gzip)  requests  LCP');
    for (const r of rows) {
      console.log(`${r.url.padEnd(30)}${kb(r.jsBytes).padStart(9)}  ${kb(r.cssBytes).padStart(10)}  ${String(r.requests).padStart(8)}  ${Math.round(r.lcpMs)} ms`);
    }
    const signedIn = rows[0]!;
    console.log(`\nthe home page's first load for a new visitor (guest, cold cache, until the network is idle): ${kb(guest.jsBytes)} gzip JS in ${guest.requests} requests (budget 150 KB)`);
    console.log(`shell's own first load of /zh/ for a new visitor, before any remote file: ${kb(guest.shellCriticalJsBytes)} gzip JS`);
    console.log(`  all shell files during that visit (API client and analytics come after the first paint): ${kb(guest.shellJsBytes)}`);
    console.log(`the same for a signed-in shopper (the user is confirmed before the first paint): ${kb(signedIn.shellCriticalJsBytes)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
