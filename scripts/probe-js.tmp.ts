import { chromium } from 'playwright';
import { startBenchServer } from './lib/bench-server';
import { CHROME_ARGS, CHROME_PATH } from './lib/phone-browser';
const root = process.argv[2];
const server = await startBenchServer({ databaseUrl: '', ...(root ? { serverRoot: root } : {}), env: { SSR_DATA_DEADLINE: '10000ms' } });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
for (const url of ['/en/', '/en/category?categoryId=1', '/en/product/10405']) {
  const page = await browser.newPage();
  await page.goto(server.base + url, { waitUntil: 'load' });
  await page.waitForSelector('#root[data-hydrated]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const rows = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return [r.name.replace(location.origin, ''), r.transferSize, r.decodedBodySize, r.initiatorType] as const; }));
  let js = 0, jsT = 0, n = 0;
  console.log('==', url);
  for (const [name, t, d, i] of rows) { if (/\.js/.test(name)) { js += d; jsT += t; n++; console.log(String(d).padStart(8), String(t).padStart(8), i, name); } else if (/json|api/.test(name)) console.log(String(d).padStart(8), String(t).padStart(8), i, name); }
  console.log(`JS files ${n}, decoded ${js}, transferred ${jsT}`);
  await page.close();
}
await browser.close(); await server.stop();
