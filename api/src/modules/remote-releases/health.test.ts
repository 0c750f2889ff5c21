import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { canaryBucket } from '../remote-versions/browser-manifest';

/** A canary cookie that puts the browser on (or off) a 50 % canary of mf_catalog. */
function browser(onCanary: boolean, n: number): string {
  for (let i = n * 1000; ; i += 1) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if ((canaryBucket(id, 'mf_catalog') < 50) === onCanary) return `mf_canary=${id}`;
  }
}

describe.each(drivers)('browser error reports and the canary judge (%s)', (driver) => {
  let t: TestApp;
  let mfDir: string;
  let staff: string;
  beforeAll(async () => {
    mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-judge-'));
    for (const version of ['1.0.0', '1.1.0']) {
      mkdirSync(path.join(mfDir, 'mf_catalog', version), { recursive: true });
      writeFileSync(path.join(mfDir, 'mf_catalog', version, 'mf-manifest.json'), '{}');
    }
    writeFileSync(path.join(mfDir, 'manifest.json'), JSON.stringify({ remotes: { mf_catalog: { version: '1.0.0' } } }));
    t = await buildTestApp(driver, { env: { MF_DIR: mfDir } });
    staff = (await staffSession(t.app, 'releases')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mfDir, { recursive: true, force: true });
  });

  const report = (body: unknown, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/telemetry/errors', payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' }, remoteAddress: ip });
  const history = async () => (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data
    .find((s: { remote: string }) => s.remote === 'mf_catalog').history as { action: string; actor?: string; reason?: string; from: string; to: string }[];

  it('takes a report with sendBeacon\'s text/plain, and refuses one with personal fields or too many errors', async () => {
    expect((await report({ versions: { mf_account: '1.0.0' }, errors: [{ kind: 'boundary', remote: 'mf_account', message: 'x?email=a@b.c' }] })).statusCode).toBe(204);
    expect((await report({ versions: { mf_catalog: '1.0.0' }, errors: [{ kind: 'error', user: 'a@b.c' }] })).statusCode).toBe(400);
    expect((await report({ versions: { mf_catalog: '1.0.0' }, errors: Array.from({ length: 11 }, () => ({ kind: 'error' })) })).statusCode).toBe(400);
  });

  it('limits reports per address', async () => {
    const codes = [];
    for (let i = 0; i < 32; i += 1) codes.push((await report({ versions: { mf_account: '1.0.0' }, errors: [{ kind: 'chunk', remote: 'mf_account' }] }, '198.51.100.99')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it('rolls back a canary whose browsers report errors far more often than the live version\'s, recording why', async () => {
    const canary = await t.app.inject({ method: 'POST', url: '/api/backoffice/releases/canary', payload: { remote: 'mf_catalog', version: '1.1.0', percent: 50 }, headers: { authorization: `Bearer ${staff}` } });
    expect(canary.statusCode, canary.body).toBe(200);
    await t.app.remoteHealth.judgeNow();
    // The PostgreSQL replica re-reads the deployments each second: wait until the canary is served.
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/mf/manifest.json', headers: { cookie: browser(true, 9999) } })).json().remotes.mf_catalog.version).toBe('1.1.0'),
      { timeout: 30_000, interval: 100 });
    for (let i = 0; i < 220; i += 1) {
      const onCanary = i % 2 === 0;
      const cookie = browser(onCanary, i);
      const version = (await t.app.inject({ url: '/mf/manifest.json', headers: { cookie } })).json().remotes.mf_catalog.version;
      expect(version).toBe(onCanary ? '1.1.0' : '1.0.0');
      if (onCanary && i % 4 === 0) {
        await report({ versions: { mf_catalog: '1.1.0' }, errors: [{ kind: 'boundary', remote: 'mf_catalog' }] }, `198.51.${Math.floor(i / 200)}.${i % 200}`);
      }
    }
    for (let i = 0; i < 400; i += 1) await t.app.inject({ url: '/mf/manifest.json', headers: { cookie: browser(i % 2 === 0, i + 500) } });
    await t.app.remoteHealth.judgeNow();
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'rollback', actor: 'judge', from: '1.1.0', to: '1.0.0' });
    expect(latest!.reason).toMatch(/^error rate clearly worse: canary \d+\.\d+ % of \d+ page loads vs live \d+\.\d+ % of \d+/);
    const status = (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data;
    const canaryRow = status.find((s: { remote: string }) => s.remote === 'mf_catalog').versions.find((v: { version: string }) => v.version === '1.1.0');
    expect(canaryRow).toMatchObject({ errors: 55, ssrFailures: 0 });
    expect(canaryRow.pageLoads).toBeGreaterThanOrEqual(310);
    // Counted only for versions served, so live's rate is the live browsers' own.
    expect(t.app.remoteHealth.snapshot().find((r) => r.version === '1.0.0')?.errors).toBe(0);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/remote_version_page_loads\{remote="mf_catalog",version="1\.0\.0",role="live"\} \d+/);
    expect(metrics).toContain('remote_canary_rollbacks_total{remote="mf_catalog"} 1\n');
  });
});
