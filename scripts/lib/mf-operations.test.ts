import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRemotes, promote, recordRelease, rollback } from './mf-operations';

let dir = '';
const manifest = () => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));

function fakeRelease(remote: string, version: string) {
  mkdirSync(path.join(dir, remote, version), { recursive: true });
  writeFileSync(path.join(dir, remote, version, 'mf-manifest.json'), '{}');
  recordRelease(remote, version);
}

describe('mf operations', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-'));
    process.env.MF_DIR = dir;
  });

  it('makes the first release of a remote live and leaves later ones for promotion', () => {
    fakeRelease('mf_catalog', '1.0.0');
    fakeRelease('mf_catalog', '1.1.0');
    expect(manifest().remotes.mf_catalog).toEqual({ version: '1.0.0', entry: '/mf/mf_catalog/1.0.0/mf-manifest.json' });
    expect(listRemotes(['mf_catalog'])).toEqual([{ remote: 'mf_catalog', live: '1.0.0', released: ['1.0.0', '1.1.0'] }]);
  });

  it('promotes a released version and refuses an unreleased one', () => {
    fakeRelease('mf_catalog', '1.0.0');
    fakeRelease('mf_catalog', '1.1.0');
    promote('mf_catalog', '1.1.0');
    expect(manifest().remotes.mf_catalog.version).toBe('1.1.0');
    expect(() => promote('mf_catalog', '9.9.9')).toThrow(/has not been released/);
    expect(manifest().remotes.mf_catalog.version).toBe('1.1.0');
  });

  it('rolls back step by step through the promotions, then refuses', () => {
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease('mf_account', v);
    promote('mf_account', '1.1.0');
    promote('mf_account', '1.2.0');
    rollback('mf_account');
    expect(manifest().remotes.mf_account.version).toBe('1.1.0');
    rollback('mf_account');
    expect(manifest().remotes.mf_account.version).toBe('1.0.0');
    expect(() => rollback('mf_account')).toThrow(/no earlier version/);
  });

  it('touches only the named remote and leaves no temporary files behind', () => {
    fakeRelease('mf_catalog', '1.0.0');
    fakeRelease('mf_account', '2.0.0');
    fakeRelease('mf_account', '2.1.0');
    promote('mf_account', '2.1.0');
    expect(manifest().remotes.mf_catalog.version).toBe('1.0.0');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const history = JSON.parse(readFileSync(path.join(dir, 'history.json'), 'utf8'));
    expect(history.at(-1)).toMatchObject({ action: 'promote', remote: 'mf_account', from: '2.0.0', to: '2.1.0' });
  });
});
