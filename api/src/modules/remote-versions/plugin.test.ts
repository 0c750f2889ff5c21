import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { canaryBucket } from './browser-manifest';
import { createDatabaseStore } from './database-store';
import { planCanary, planRollback } from './deployments';
import { createFileStore } from './file-store';
import { signOverride } from './override-token';

const SECRET = 'the-test-override-secret';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

/** A canary id whose bucket puts the browser on (or off) a canary of `percent` %. */
function canaryId(remote: string, percent: number, onCanary: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if ((canaryBucket(id, remote) < percent) === onCanary) return id;
  }
}

describe.each(drivers)('/mf/manifest.json and /mf/override (%s)', (driver) => {
  let t: TestApp;
  let mfDir: string;
  beforeAll(async () => {
    mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-mf-routes-'));
    for (const version of ['1.0.0', '1.1.0']) {
      mkdirSync(path.join(mfDir, 'mf_catalog', version), { recursive: true });
      writeFileSync(path.join(mfDir, 'mf_catalog', version, 'mf-manifest.json'), '{}');
    }
    writeFileSync(path.join(mfDir, 'manifest.json'), JSON.stringify({ remotes: { mf_catalog: { version: '1.0.0' } } }));
    t = await buildTestApp(driver, { env: { MF_DIR: mfDir, MF_OVERRIDE_SECRET: SECRET } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mfDir, { recursive: true, force: true });
  });

  // The store `npm run mf` would change for this shop: the database rows on PostgreSQL, the file on PGlite.
  const store = () => (driver === 'postgres' ? createDatabaseStore(t.app.db, mfDir) : createFileStore(mfDir));
  const manifest = (cookie?: string) => t.app.inject({ method: 'GET', url: '/mf/manifest.json', headers: cookie ? { cookie } : {} });
  const catalogVersion = async (cookie?: string) => (await manifest(cookie)).json().remotes.mf_catalog.version as string;

  it('answers the live versions, private and revalidated, and sets no cookie while no canary runs', async () => {
    const response = await manifest();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({ remotes: { mf_catalog: { version: '1.0.0', entry: '/mf/mf_catalog/1.0.0/mf-manifest.json' } } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves a canary to the browsers of its share, the same version on every load, until it is rolled back', async () => {
    await store().change('mf_catalog', (s) => planCanary(s, '1.1.0', 50));
    const on = `mf_canary=${canaryId('mf_catalog', 50, true)}`;
    const off = `mf_canary=${canaryId('mf_catalog', 50, false)}`;
    // Replicas on PostgreSQL re-read the versions every second.
    await vi.waitFor(async () => expect(await catalogVersion(on)).toBe('1.1.0'), { timeout: 30_000, interval: 100 });
    for (let i = 0; i < 5; i += 1) {
      expect(await catalogVersion(on)).toBe('1.1.0');
      expect(await catalogVersion(off)).toBe('1.0.0');
    }

    // A browser new to the shop is given its id with its first manifest, and keeps its side after that.
    const first = await manifest();
    const id = cookieOf(first.headers['set-cookie'], 'mf_canary');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.json().remotes.mf_catalog.version).toBe(canaryBucket(id!, 'mf_catalog') < 50 ? '1.1.0' : '1.0.0');
    expect(await catalogVersion(`mf_canary=${id}`)).toBe(first.json().remotes.mf_catalog.version);

    await store().change('mf_catalog', planRollback);
    await vi.waitFor(async () => expect(await catalogVersion(on)).toBe('1.0.0'), { timeout: 30_000, interval: 100 });
  });

  it('pins a version in the browser that opens a signed override link, and ends it on clear', async () => {
    const token = signOverride(SECRET, { remote: 'mf_catalog', version: '1.1.0', expiresAt: inAnHour() });
    const opened = await t.app.inject({ method: 'GET', url: `/mf/override?token=${encodeURIComponent(token)}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const set = [opened.headers['set-cookie']].flat().join('\n');
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    const pinned = `mf_override=${cookieOf(opened.headers['set-cookie'], 'mf_override')}`;
    expect(await catalogVersion(pinned)).toBe('1.1.0');
    expect(await catalogVersion()).toBe('1.0.0');

    const cleared = await t.app.inject({ method: 'GET', url: '/mf/override?clear=1', headers: { cookie: pinned } });
    expect(cleared.statusCode).toBe(303);
    expect(cookieOf(cleared.headers['set-cookie'], 'mf_override')).toBe('');
  });

  it.each([
    ['forged', () => signOverride('somebody-elses-secret-key', { remote: 'mf_catalog', version: '1.1.0', expiresAt: inAnHour() })],
    ['expired', () => signOverride(SECRET, { remote: 'mf_catalog', version: '1.1.0', expiresAt: Math.floor(Date.now() / 1000) - 5 })],
    ['unreleased', () => signOverride(SECRET, { remote: 'mf_catalog', version: '7.0.0', expiresAt: inAnHour() })],
  ])('refuses a %s override link, and ignores such a cookie', async (_kind, makeToken) => {
    const token = makeToken();
    const opened = await t.app.inject({ method: 'GET', url: `/mf/override?token=${encodeURIComponent(token)}` });
    expect(opened.statusCode).toBe(400);
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(await catalogVersion(`mf_override=${token}`)).toBe('1.0.0');
  });
});
