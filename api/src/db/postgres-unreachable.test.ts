import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateCatalogue } from '../lib/response-cache';
import { authRequests } from '../test/auth-requests';
import { createBuildFixture, fixtureEnv, type BuildFixture } from '../test/build-fixture';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy';
import { buildTestApp, type TestApp } from '../test/test-app';

/** A stand-in shell server build: the home page shows the home feed's answer, and is complete only when it came. */
const FAKE_SHELL_SERVER = `
const { Readable } = require('node:stream');
exports.loadRenderer = async () => ({
  async loadServerPage() { return { default: () => null }; },
  async renderPage(request) {
    const feed = await request.api({ method: 'GET', url: '/api/newrecommend/multi', headers: { 'accept-language': 'en' } });
    const html = '<html><body>' + feed.statusCode + ' ' + feed.body.length + ' ' + Date.now() + '</body></html>';
    return { kind: 'page', status: 200, body: Readable.from([html]), complete: feed.statusCode === 200 };
  },
});
`;

const TTL_MS = 30_000;
/** A page past its TTL is still a plain hit this long while one render remakes it (server-rendering.ts). */
const PAGE_REVALIDATE_MS = 30_000;
const STALE_IF_ERROR_MS = 10 * 60_000;

// PostgreSQL restarting, failing over or cut off: the app reaches it through a proxy the test closes.
describe.skipIf(!process.env.DATABASE_URL)('reads while PostgreSQL cannot be reached', () => {
  let f: BuildFixture;
  let proxy: DatabaseProxy;
  let t: TestApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const unreachable = async () => {
    await proxy.cut();
    // The pool's idle connections are gone once it has seen them cut; until then a query may still pick one up.
    await vi.waitFor(async () => expect((await get('/health/ready')).statusCode).toBe(503), { timeout: 30_000 });
  };
  const reachable = async () => {
    await proxy.restore();
    await vi.waitFor(async () => expect((await get('/health/ready')).statusCode).toBe(200), { timeout: 30_000 });
  };

  beforeAll(async () => {
    // Only the clock moves (the caches' TTL and window), from before the app is built and takes Date.now; it runs on
    // with real time in between. The driver's and the pool's timers are real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    f = createBuildFixture();
    mkdirSync(path.join(f.root, 'shell-server'), { recursive: true });
    writeFileSync(path.join(f.root, 'shell-server', 'index.js'), FAKE_SHELL_SERVER);
    proxy = await startDatabaseProxy(process.env.DATABASE_URL!);
    t = await buildTestApp('postgres', { env: { ...fixtureEnv(f), SSR: 'on' }, connectThrough: (url) => proxy.urlThrough(url) });
    token = (await authRequests(t.app).signUp()).token;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await proxy?.restore().catch(() => {});
    await t?.close();
    await proxy?.close();
    f?.remove();
  });

  it('answers cached reads and pages from their last good copy, marked, and what needs the database 503 with Retry-After', async () => {
    const product = await get('/api/product/get?id=90301');
    const page = await get('/en/');
    expect([product.statusCode, page.statusCode, page.headers['x-render']]).toEqual([200, 200, 'render']);
    expect(product.headers['x-cache']).toBeUndefined();
    const metricsBefore = (await get('/metrics')).body;

    // Past the TTL (and a page's revalidation window): a copy is only kept now, not answered while the database answers.
    later(TTL_MS + PAGE_REVALIDATE_MS + 1_000);
    await unreachable();

    const staleProduct = await get('/api/product/get?id=90301');
    expect(staleProduct.statusCode).toBe(200);
    expect(staleProduct.headers['x-cache']).toBe('stale-if-error');
    expect(staleProduct.body).toBe(product.body);
    const stalePage = await get('/en/');
    expect(stalePage.statusCode).toBe(200);
    expect(stalePage.headers['x-cache']).toBe('stale-if-error');
    expect(stalePage.body).toBe(page.body);

    // Never cached, or needing the database fresh: 503 with Retry-After, as a full pool is.
    for (const reply of [
      await get('/api/product/get?id=90302'),
      await get('/api/shoppingcart/get', { authorization: `Bearer ${token}` }),
    ]) {
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('2');
      expect(reply.headers['x-cache']).toBeUndefined();
    }
    // A refused input is refused as ever, never answered from a copy.
    expect((await get('/api/product/get?id=abc')).statusCode).toBe(400);

    const metrics = (await get('/metrics')).body;
    const stale = (body: string, cache: string) => Number(new RegExp(`response_cache_stale_served_total\\{cache="${cache}"\\} (\\d+)`).exec(body)?.[1] ?? 0);
    expect(stale(metrics, 'api') - stale(metricsBefore, 'api')).toBeGreaterThanOrEqual(1);
    expect(stale(metrics, 'pages') - stale(metricsBefore, 'pages')).toBe(1);
  });

  it('drops the copies on a write, even while the database cannot be reached', async () => {
    expect((await get('/api/product/get?id=90301')).headers['x-cache']).toBe('stale-if-error');
    invalidateCatalogue(); // what a write does, here or (through catalogue-sync) on another replica
    expect((await get('/api/product/get?id=90301')).statusCode).toBe(503);
    expect((await get('/en/')).headers['x-render']).toBe('partial'); // rendered without the feed, not kept
  });

  it('answers fresh again once the database is back, and no copy past the stale window', async () => {
    await reachable();
    const product = await get('/api/product/get?id=90301');
    expect(product.statusCode).toBe(200);
    expect(product.headers['x-cache']).toBeUndefined();
    expect((await get('/en/')).headers['x-render']).toBe('render');

    later(TTL_MS + PAGE_REVALIDATE_MS + STALE_IF_ERROR_MS);
    await unreachable();
    expect((await get('/api/product/get?id=90301')).statusCode).toBe(503);
    const page = await get('/en/');
    expect([page.headers['x-render'], page.headers['x-cache']]).toEqual(['partial', undefined]);
  });
});
