import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSource, createBuildFixture, fixtureEnv, type BuildFixture } from '../../test/build-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static hosting', () => {
  let fixture: BuildFixture;
  let t: TestApp;
  beforeAll(async () => {
    fixture = createBuildFixture();
    t = await buildTestApp('pglite', { env: { ...fixtureEnv(fixture), ANALYTICS_PORT: '8081' } });
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('/mf', () => {
    it('serves released remote versions as immutable', async () => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const res = await get(`/mf/mf_catalog/1.0.0/${file}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      }
    });

    it('serves the manifest and any HTML with no-cache', async () => {
      const manifest = await get('/mf/manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('private, no-cache');
      expect(manifest.json()).toHaveProperty('remotes.mf_catalog.version', '1.0.0');
      expect((await get('/mf/mf_catalog/1.0.0/index.html')).headers['cache-control']).toBe('no-cache');
    });

    it.each(['/mf/mf_catalog/9.9.9/remoteEntry.js', '/mf/mf_nope/1.0.0/x.js', '/mf/history.json', '/mf/', '/mf/mf_catalog'])(
      'answers %s with a plain 404',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
      },
    );
  });

  describe('shell files', () => {
    it('serves hashed assets under /static as immutable, other files as no-cache', async () => {
      const asset = await get('/static/js/main.3f2a1c.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect(asset.body).toBe(bundleSource);
      expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
    });

    it('compresses with gzip or brotli when asked', async () => {
      const gzip = await get('/static/js/main.3f2a1c.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.length).toBeLessThan(bundleSource.length);
      const br = await get('/mf/mf_catalog/1.0.0/remoteEntry.js', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      const plain = await get('/static/js/main.3f2a1c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('sends a strict Content-Security-Policy and the other security headers', async () => {
      const res = await get('/zh/login', { host: 'shop.example:8080' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' http://shop.example:8081");
      expect(csp).toContain("img-src 'self' data: http://shop.example:8081");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('/i18n', () => {
    it('serves /i18n/1.json … 4.json with no-cache, a random query notwithstanding', async () => {
      const zh = await get('/i18n/1.json?r=0.123');
      expect(zh.statusCode).toBe(200);
      expect(zh.headers['cache-control']).toBe('no-cache');
      expect(zh.json()).toEqual({ home: '首页' });
      expect((await get('/i18n/4.json')).json()).toEqual({ home: '홈' });
    });

    it.each(['/i18n/9.json', '/i18n/0.json', '/i18n/1.js', '/i18n/..%2Fshell%2Findex.html'])('answers %s with 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    });
  });

  describe('/config.json', () => {
    it('has the runtime settings, the collector on the host the shopper used', async () => {
      const res = await get('/config.json', { host: 'lab.example:8080' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        shopHost: '',
        fileHost: '/i18n',
        analyticsHost: 'http://lab.example:8081/collect',
        analyticsProject: 'labmall',
        analyticsToken: '',
        mobileFormUrl: '/m/form',
      });
    });

    it('does not echo a forged Host into the collector address', async () => {
      const res = await get('/config.json', { host: 'evil.example"><script>' });
      expect(res.json().analyticsHost).toBe('http://localhost:8081/collect');
    });
  });
});

describe('static hosting with settings', () => {
  it('uses ANALYTICS_URL, SHOP_HOST and FILE_HOST in /config.json and the CSP', async () => {
    const t = await buildTestApp('pglite', {
      env: {
        ANALYTICS_URL: 'https://stats.example.com/collect',
        SHOP_HOST: 'https://api.example.com',
        FILE_HOST: 'https://cdn.example.com/i18n',
        ANALYTICS_PROJECT: 'lab-prod',
        ANALYTICS_TOKEN: 'wk-1',
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.json()).toMatchObject({
        shopHost: 'https://api.example.com',
        fileHost: 'https://cdn.example.com/i18n',
        analyticsHost: 'https://stats.example.com/collect',
        analyticsProject: 'lab-prod',
        analyticsToken: 'wk-1',
      });
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' https://stats.example.com https://cdn.example.com https://api.example.com",
      );
    } finally {
      await t.close();
    }
  });

  it('leaves the collector out when ANALYTICS_PORT is 0', async () => {
    const t = await buildTestApp('pglite', { env: { ANALYTICS_PORT: '0' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.json().analyticsHost).toBe('');
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await t.close();
    }
  });
});
