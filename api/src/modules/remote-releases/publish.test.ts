import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { shopperSession, staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, testConfig, type TestApp } from '../../test/test-app';
import { archiveWithPath, releaseArchive } from './release-fixture';

describe.each(drivers)('POST /api/backoffice/releases/publish (%s)', (driver) => {
  let t: TestApp;
  let mfDir: string;
  let staff: string;
  beforeAll(async () => {
    mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-publish-'));
    t = await buildTestApp(driver, { env: { MF_DIR: mfDir } });
    staff = (await staffSession(t.app, 'releases')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mfDir, { recursive: true, force: true });
  });

  const publish = (archive: Buffer, auth: Record<string, string> = { authorization: `Bearer ${staff}` }) =>
    t.app.inject({ method: 'POST', url: '/api/backoffice/releases/publish', payload: archive, headers: { 'content-type': 'application/gzip', 'accept-language': 'en', ...auth } });
  const call = (url: string, body: unknown, token = staff) =>
    t.app.inject({ method: 'POST', url: `/api/backoffice/releases/${url}`, payload: body as object, headers: { authorization: `Bearer ${token}` } });
  const reasonOf = (res: { json: () => { data: { reason: string } } }) => res.json().data.reason;

  it('refuses callers without the releases scope or a valid publishing key, before reading the archive', async () => {
    expect((await publish(releaseArchive(), {})).statusCode).toBe(401);
    expect((await publish(releaseArchive(), { 'x-publish-key': 'mfk_mf_catalog_guessed' })).statusCode).toBe(401);
    const shopper = (await shopperSession(t.app)).token;
    expect((await publish(releaseArchive(), { authorization: `Bearer ${shopper}` })).statusCode).toBe(403);
    const content = (await staffSession(t.app, 'content')).token;
    expect((await publish(releaseArchive(), { authorization: `Bearer ${content}` })).statusCode).toBe(403);
    expect(existsSync(path.join(mfDir, 'mf_catalog', '9.1.0'))).toBe(false);
  });

  it('publishes a verified archive: gates recorded, unpacked into MF_DIR, listed with who published it', async () => {
    const res = await publish(releaseArchive({ version: '9.1.0' }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ remote: 'mf_catalog', version: '9.1.0', unchanged: false });
    expect(data.gates.map((g: { name: string; passed: boolean }) => [g.name, g.passed])).toEqual([['singletons', true], ['storeContract', true], ['exposes', true], ['size', true], ['smokeRender', true]]);
    expect(readFileSync(path.join(mfDir, 'mf_catalog', '9.1.0', 'server', 'remoteEntry.js'), 'utf8')).toBe('module.exports = {};');
    const status = (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data;
    const catalog = status.find((s: { remote: string }) => s.remote === 'mf_catalog');
    expect(catalog.versions.map((v: { version: string }) => v.version)).toContain('9.1.0');
    expect(catalog.history[0]).toMatchObject({ action: 'release', to: '9.1.0', actor: expect.stringContaining('staff.') });
  });

  it('keeps a version immutable: the same bytes again change nothing, other bytes are refused with 409', async () => {
    const again = await publish(releaseArchive({ version: '9.1.0' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.unchanged).toBe(true);
    const other = await publish(releaseArchive({ version: '9.1.0', salt: 'rebuilt' }));
    expect(other.statusCode).toBe(409);
    expect(reasonOf(other)).toContain('already published');
  });

  it("refuses a version the shop's machine already built itself, whose files may differ", async () => {
    mkdirSync(path.join(mfDir, 'mf_catalog', '9.0.0'), { recursive: true });
    writeFileSync(path.join(mfDir, 'mf_catalog', '9.0.0', 'mf-manifest.json'), '{}');
    const res = await publish(releaseArchive({ version: '9.0.0' }));
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toContain('already built');
  });

  it('refuses a path that leaves the version folder, a wrong checksum and a file that is no gzip', async () => {
    const evil = await publish(archiveWithPath('../../escaped.js'));
    expect(evil.statusCode).toBe(400);
    expect(reasonOf(evil)).toContain('unsafe path');
    expect(existsSync(path.join(mfDir, '..', 'escaped.js'))).toBe(false);
    const tampered = await publish(releaseArchive({ version: '9.2.0', tamper: true }));
    expect(tampered.statusCode).toBe(400);
    expect(reasonOf(tampered)).toContain('does not match its checksum');
    expect((await publish(Buffer.from('not an archive'))).statusCode).toBe(400);
  });

  it('refuses a build against another React major, another store contract, a missing page or one too big, saying why', async () => {
    const react = await publish(releaseArchive({ version: '9.3.0', react: '18.3.1' }));
    expect(react.statusCode).toBe(422);
    expect(reasonOf(react)).toMatch(/singletons: react built against 18\.3\.1, the shell provides 19\./);
    const store = await publish(releaseArchive({ version: '9.3.0', storeContract: '2.0.0' }));
    expect(store.statusCode).toBe(422);
    expect(reasonOf(store)).toContain('store contract 2.0.0');
    const missing = await publish(releaseArchive({ version: '9.3.0', without: ['./ProductDetail'] }));
    expect(reasonOf(missing)).toContain('./ProductDetail');
    const big = await publish(releaseArchive({ version: '9.3.0', entryBytes: randomBytes(40_000) }));
    expect(big.statusCode).toBe(422);
    expect(reasonOf(big)).toMatch(/^size: first load \d+ bytes/);
    expect(existsSync(path.join(mfDir, 'mf_catalog', '9.3.0'))).toBe(false);
  });

  it('lets a publishing key publish its own remote only; a rotated key replaces the old one', async () => {
    const first = (await call('key', { remote: 'mf_catalog' })).json().data.key as string;
    const key = (await call('key', { remote: 'mf_catalog' })).json().data.key as string;
    expect((await publish(releaseArchive({ version: '9.4.0' }), { 'x-publish-key': first })).statusCode).toBe(401);
    const res = await publish(releaseArchive({ version: '9.4.0' }), { 'x-publish-key': key });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publish(releaseArchive({ remote: 'mf_account', version: '9.4.0' }), { 'x-publish-key': key })).statusCode).toBe(403);
    const history = (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data
      .find((s: { remote: string }) => s.remote === 'mf_catalog').history;
    expect(history[0]).toMatchObject({ action: 'release', to: '9.4.0', actor: 'key:mf_catalog' });
  });

  it('runs a canary of a published version, then promotes or rolls it back, recording who did it', async () => {
    const canary = await call('canary', { remote: 'mf_catalog', version: '9.4.0', percent: 10 });
    expect(canary.statusCode, canary.body).toBe(200);
    expect(canary.json().data).toMatchObject({ action: 'canary', to: '9.4.0', percent: 10 });
    const rollback = await call('rollback', { remote: 'mf_catalog' });
    expect(rollback.json().data).toMatchObject({ action: 'rollback', from: '9.4.0' });
    expect((await call('promote', { remote: 'mf_catalog', version: '7.7.7' })).statusCode).toBe(409);
    const content = (await staffSession(t.app, 'content')).token;
    expect((await call('promote', { remote: 'mf_catalog', version: '9.4.0' }, content)).statusCode).toBe(403);
  });

  it('says in the status which version a rollback would go back to, and none while there is none', async () => {
    const rollbackTo = async (remote = 'mf_catalog') => (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } }))
      .json().data.find((s: { remote: string }) => s.remote === remote).rollbackTo as string | null;
    // 9.1.0 went live as the first version; 9.4.0 is released beside it, never promoted.
    expect(await rollbackTo()).toBeNull();
    expect((await call('rollback', { remote: 'mf_catalog' })).statusCode).toBe(409);
    expect(await rollbackTo('mf_account')).toBeNull(); // nothing published at all
    await call('canary', { remote: 'mf_catalog', version: '9.4.0', percent: 10 });
    expect(await rollbackTo()).toBe('9.1.0'); // ending the canary
    expect((await call('promote', { remote: 'mf_catalog', version: '9.4.0' })).statusCode).toBe(200);
    expect(await rollbackTo()).toBe('9.1.0');
    expect((await call('rollback', { remote: 'mf_catalog' })).json().data).toMatchObject({ from: '9.4.0', to: '9.1.0' });
    expect(await rollbackTo()).toBeNull(); // the promotion is undone; nothing earlier
    expect((await call('rollback', { remote: 'mf_catalog' })).statusCode).toBe(409);
  });
});

describe.runIf(drivers.includes('postgres'))('a publish on PostgreSQL with two replicas', () => {
  it('reaches the second replica within seconds, with no file copied', async () => {
    const mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-publish-'));
    const t = await buildTestApp('postgres', { env: { MF_DIR: mfDir } });
    const staff = (await staffSession(t.app, 'releases')).token;
    const otherDir = mkdtempSync(path.join(tmpdir(), 'labmall-publish-replica-'));
    let replica: FastifyInstance | undefined;
    try {
      replica = await buildApp(testConfig({ DATABASE_URL: t.config.databaseUrl, MF_DIR: otherDir }));
      await replica.ready();
      const res = await t.app.inject({ method: 'POST', url: '/api/backoffice/releases/publish', payload: releaseArchive({ version: '9.5.0' }),
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${staff}` } });
      expect(res.statusCode, res.body).toBe(200);
      await vi.waitFor(() => expect(existsSync(path.join(otherDir, 'mf_catalog', '9.5.0', 'mf-manifest.json'))).toBe(true), { timeout: 30_000, interval: 100 });
    } finally {
      await replica?.close();
      rmSync(otherDir, { recursive: true, force: true });
      await t.close();
      rmSync(mfDir, { recursive: true, force: true });
    }
  });
});
