import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildFixture, fixtureEnv, type BuildFixture } from '../../test/build-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('page routing (routes.json)', () => {
  let fixture: BuildFixture;
  let t: TestApp;
  beforeAll(async () => {
    fixture = createBuildFixture();
    t = await buildTestApp('pglite', { env: fixtureEnv(fixture) });
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('redirects a path without language prefix to zh, keeping the query', async () => {
    const res = await get('/category?title=%E7%94%B5%E6%B1%A0&page=2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/zh/category?title=%E7%94%B5%E6%B1%A0&page=2');
    expect((await get('/')).headers.location).toBe('/zh/');
  });

  it.each([
    ['1', '/zh/product/12?from=home'],
    ['2', '/en/product/12?from=home'],
    ['3', '/jp/product/12?from=home'],
    ['4', '/kr/product/12?from=home'],
    ['9', '/zh/product/12?from=home'],
  ])('uses the language cookie %s', async (code, location) => {
    const res = await get('/product/12?from=home', { cookie: `theme=dark; language=${code}; auth.strategy=local` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('never redirects off the site', async () => {
    const res = await get('//evil.example/x');
    expect(res.headers.location).toBe('/zh//evil.example/x');
  });

  it.each(['/zh/', '/zh', '/en/login', '/jp/product/12', '/kr/help/questionDetail?name=x'])(
    'serves index.html with 200 for the route %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/zh/nowhere', '/en/product/abc', '/en/product/0', '/zh/login/extra'])(
    'serves index.html with 404 for %s (unknown path or failed param check)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/static/js/missing.js', '/favicon.ico', '/static/', '/apple-touch-icon.png'])(
    'answers a missing asset %s with a plain 404, not the page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).not.toContain('<html');
    },
  );

  it('answers other methods on page paths with a plain 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/zh/login' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers unknown /api paths with the JSON envelope, never the page', async () => {
    const res = await get('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('picks up a rebuilt shell without a restart', async () => {
    const routesFile = path.join(fixture.shellDir, 'routes.json');
    const before = fs.readFileSync(routesFile, 'utf8');
    expect((await get('/zh/brand-new')).statusCode).toBe(404);
    fs.writeFileSync(routesFile, JSON.stringify({ routes: ['/brand-new'] }));
    fs.utimesSync(routesFile, new Date(), new Date(Date.now() + 5_000)); // a distinct mtime even on coarse clocks
    expect((await get('/zh/brand-new')).statusCode).toBe(200);
    fs.writeFileSync(routesFile, before);
    fs.utimesSync(routesFile, new Date(), new Date(Date.now() + 10_000));
  });
});

describe('page routing without a shell build', () => {
  let fixture: BuildFixture;
  let t: TestApp;
  beforeAll(async () => {
    fixture = createBuildFixture({ withShell: false });
    t = await buildTestApp('pglite', { env: fixtureEnv(fixture) });
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  it('answers pages with 503 and says how to build', async () => {
    for (const url of ['/', '/zh/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('shop not built: run npm run build');
    }
  });

  it('still serves the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
