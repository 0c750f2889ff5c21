import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { adoptDeployments, createDatabaseStore } from './database-store';
import { planCanary, planPromote, planRelease, planRollback } from './deployments';
import { createFileStore, watchDeploymentsFile } from './file-store';
import type { RemoteVersionStore } from './store';

/**
 * The same operations against both stores: the file a lone PGlite process watches, and the database rows that
 * replicas share. Each test uses remote names of its own, so the database's rows never meet.
 */
let mfDir = '';
let counter = 0;
beforeEach(() => {
  counter += 1;
});
const remoteName = () => `mf_test_${counter}`;

function release(store: RemoteVersionStore, remote: string, version: string) {
  mkdirSync(path.join(mfDir, remote, version), { recursive: true });
  writeFileSync(path.join(mfDir, remote, version, 'mf-manifest.json'), '{}');
  return store.change(remote, (state) => planRelease(state, version));
}

function storeContract(makeStore: () => RemoteVersionStore) {
  it('makes the first release live and leaves later ones for promotion', async () => {
    const store = makeStore();
    const remote = remoteName();
    await release(store, remote, '1.0.0');
    await release(store, remote, '1.1.0');
    expect((await store.deployments())[remote]).toEqual({ live: '1.0.0' });
  });

  it('promotes a released version and refuses an unreleased one', async () => {
    const store = makeStore();
    const remote = remoteName();
    await release(store, remote, '1.0.0');
    await release(store, remote, '1.1.0');
    await store.change(remote, (s) => planPromote(s, '1.1.0'));
    await expect(store.change(remote, (s) => planPromote(s, '9.9.9'))).rejects.toThrow(/has not been released/);
    await expect(store.change(remote, (s) => planPromote(s, '1.1.0'))).rejects.toThrow(/already at/);
    expect((await store.deployments())[remote]).toEqual({ live: '1.1.0' });
  });

  it('rolls back step by step through the promotions, then refuses', async () => {
    const store = makeStore();
    const remote = remoteName();
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await release(store, remote, v);
    await store.change(remote, (s) => planPromote(s, '1.1.0'));
    await store.change(remote, (s) => planPromote(s, '1.2.0'));
    await store.change(remote, planRollback);
    expect((await store.deployments())[remote]!.live).toBe('1.1.0');
    await store.change(remote, planRollback);
    expect((await store.deployments())[remote]!.live).toBe('1.0.0');
    await expect(store.change(remote, planRollback)).rejects.toThrow(/no earlier version/);
    const history = await store.history(remote);
    expect(history.map((e) => e.action)).toEqual(['release', 'release', 'release', 'promote', 'promote', 'rollback', 'rollback']);
    expect(history.filter((e) => e.rolledBack)).toHaveLength(2);
  });

  it('runs a canary beside the live version; promote makes it everyone\'s, rollback ends it', async () => {
    const store = makeStore();
    const remote = remoteName();
    for (const v of ['1.0.0', '1.1.0']) await release(store, remote, v);
    await expect(store.change(remote, (s) => planCanary(s, '1.1.0', 100))).rejects.toThrow(/1 to 99/);
    await expect(store.change(remote, (s) => planCanary(s, '1.0.0', 10))).rejects.toThrow(/already live/);
    await store.change(remote, (s) => planCanary(s, '1.1.0', 10));
    await store.change(remote, (s) => planCanary(s, '1.1.0', 40));
    expect((await store.deployments())[remote]).toEqual({ live: '1.0.0', canary: { version: '1.1.0', percent: 40 } });

    await store.change(remote, planRollback);
    expect((await store.deployments())[remote]).toEqual({ live: '1.0.0' });

    await store.change(remote, (s) => planCanary(s, '1.1.0', 25));
    await store.change(remote, (s) => planPromote(s, '1.1.0'));
    expect((await store.deployments())[remote]).toEqual({ live: '1.1.0' });
    // The rollback after a promotion that ended a canary goes back to the version everyone had before.
    await store.change(remote, planRollback);
    expect((await store.deployments())[remote]).toEqual({ live: '1.0.0' });
  });

  it('touches only the named remote', async () => {
    const store = makeStore();
    const [a, b] = [remoteName(), `${remoteName()}_b`];
    await release(store, a, '1.0.0');
    await release(store, b, '2.0.0');
    await release(store, b, '2.1.0');
    await store.change(b, (s) => planPromote(s, '2.1.0'));
    expect((await store.deployments())[a]).toEqual({ live: '1.0.0' });
  });
}

beforeAll(() => {
  mfDir = mkdtempSync(path.join(tmpdir(), 'labmall-mf-store-'));
});
afterAll(() => rmSync(mfDir, { recursive: true, force: true }));

describe('the file store (one process on PGlite)', () => {
  storeContract(() => createFileStore(mfDir));

  it('leaves no temporary files behind', () => {
    expect(readdirSync(mfDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('is read again as soon as the CLI rewrites it, and never turns a name that could leave /mf into a path', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labmall-mf-watch-'));
    const read = watchDeploymentsFile(dir);
    expect(read()).toEqual({});
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify({ remotes: { mf_catalog: { version: '1.0.0' }, '../x': { version: '1.0.0' }, mf_account: { version: '..' } } }));
    expect(read()).toEqual({ mf_catalog: { live: '1.0.0' } });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(drivers)('the database store (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(async () => t?.close());

  storeContract(() => createDatabaseStore(t.app.db, mfDir));

  it('queues two operators\' changes: both apply, in turn', async () => {
    const store = createDatabaseStore(t.app.db, mfDir);
    const remote = remoteName();
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await release(store, remote, v);
    const results = await Promise.allSettled([
      store.change(remote, (s) => planPromote(s, '1.1.0')),
      store.change(remote, (s) => planCanary(s, '1.2.0', 20)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect((await store.history(remote)).slice(-2).map((e) => e.action).sort()).toEqual(['canary', 'promote']);
  });

  it('starts a new database from the versions the build made live, and never overwrites a known remote', async () => {
    const store = createDatabaseStore(t.app.db, mfDir);
    const remote = remoteName();
    await adoptDeployments(t.app.db, { [remote]: { live: '3.0.0' } });
    await adoptDeployments(t.app.db, { [remote]: { live: '9.0.0' } });
    expect((await store.deployments())[remote]).toEqual({ live: '3.0.0' });
  });
});
