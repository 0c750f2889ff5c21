import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeScopes } from '../../test/route-scopes';
import { shopperSession, staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, testConfig, type TestApp } from '../../test/test-app';
import { releaseArchive } from './release-fixture';
import { remoteReleaseRoutes } from './routes';

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown; raw?: () => Buffer };

// In this order one releases member gets 200 for each (the canary needs the published version, rollback the canary).
const CALLS: Call[] = [
  { method: 'POST', path: 'publish', raw: () => releaseArchive({ version: '8.0.0' }) },
  { method: 'GET', path: 'status' },
  { method: 'POST', path: 'key', body: { remote: 'mf_account' } },
  { method: 'POST', path: 'canary', body: { remote: 'mf_catalog', version: '8.0.0', percent: 10 } },
  { method: 'POST', path: 'rollback', body: { remote: 'mf_catalog' } },
  { method: 'POST', path: 'promote', body: { remote: 'mf_catalog', version: '8.0.0' } },
];

describe('the releases module', () => {
  it('guards every route with the releases scope (publish also takes a publishing key), and the matrix calls each', async () => {
    const routes = await routeScopes([(app) => remoteReleaseRoutes(app, { config: testConfig() })], { prefix: '/backoffice/releases/' });
    const guarded = routes.filter((r) => r.route !== 'POST publish');
    expect(guarded.every((r) => r.scopes.length === 1 && r.scopes[0] === 'releases'), JSON.stringify(routes)).toBe(true);
    expect(routes.map((r) => r.route).sort()).toEqual(CALLS.map((c) => `${c.method} ${c.path}`).sort());
  });
});

describe.each(drivers)('release calls answer by scope (%s)', (driver) => {
  let t: TestApp;
  let mfDir: string;
  beforeAll(async () => {
    mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-release-scopes-'));
    // A live version to run the canary beside.
    mkdirSync(path.join(mfDir, 'mf_catalog', '1.0.0'), { recursive: true });
    writeFileSync(path.join(mfDir, 'mf_catalog', '1.0.0', 'mf-manifest.json'), '{}');
    writeFileSync(path.join(mfDir, 'manifest.json'), JSON.stringify({ remotes: { mf_catalog: { version: '1.0.0' } } }));
    t = await buildTestApp(driver, { env: { MF_DIR: mfDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mfDir, { recursive: true, force: true });
  });

  const send = (call: Call, token?: string) => t.app.inject({
    method: call.method,
    url: `/api/backoffice/releases/${call.path}`,
    ...(call.raw ? { payload: call.raw(), headers: { 'content-type': 'application/gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) } }
      : { ...(call.body ? { payload: call.body as object } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} }),
  });

  it('refuses anonymous callers, shoppers and staff without releases; lets releases staff and admins through', async () => {
    const shopper = (await shopperSession(t.app)).token;
    const others = (await staffSession(t.app, 'catalogue', 'content', 'points')).token;
    const releases = (await staffSession(t.app, 'releases')).token;
    const admin = (await staffSession(t.app, 'admin')).token;
    for (const call of CALLS) {
      expect((await send(call)).statusCode, call.path).toBe(401);
      expect((await send(call, shopper)).statusCode, call.path).toBe(403);
      expect((await send(call, others)).statusCode, call.path).toBe(403);
      const res = await send(call, releases);
      expect(res.statusCode, `${call.path}: ${res.body}`).toBe(200);
    }
    expect((await send(CALLS[1]!, admin)).statusCode).toBe(200);
  });
});
