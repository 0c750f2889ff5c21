import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteVersions } from './remote-versions';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function mfDir(remotes: Record<string, { version: string; entry: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-mf-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ remotes }));
  fs.mkdirSync(path.join(dir, 'mf_catalog/1.2.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf_catalog/1.2.0/mf-manifest.json'), JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ path: './Home', assets: { js: { sync: ['chunks/home.1.js'] }, css: { sync: ['chunks/home.1.css'] } } }],
  }));
  return dir;
}

const catalog = (version: string) => ({ version, entry: `/mf/mf_catalog/${version}/mf-manifest.json` });

describe('remote versions for server rendering', () => {
  it('points each remote at the server build of the version the manifest names', () => {
    const dir = mfDir({ mf_catalog: catalog('1.2.0') });
    const versions = createRemoteVersions(dir);
    const { version } = versions.manifest().remotes.mf_catalog!;
    expect(versions.serverEntry('mf_catalog', version)).toBe(path.join(dir, 'mf_catalog/1.2.0/server/remoteEntry.js'));
  });

  it('reads the manifest again once operations rewrite it (a promotion needs no restart)', () => {
    const dir = mfDir({ mf_catalog: catalog('1.2.0') });
    const versions = createRemoteVersions(dir);
    expect(versions.manifest().remotes.mf_catalog?.version).toBe('1.2.0');
    const file = path.join(dir, 'manifest.json');
    fs.writeFileSync(file, JSON.stringify({ remotes: { mf_catalog: catalog('1.3.0') } }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(versions.manifest().remotes.mf_catalog?.version).toBe('1.3.0');
  });

  it('never turns a name or version that could leave MF_DIR into a path', () => {
    const dir = mfDir({ mf_catalog: catalog('../../etc'), '../x': catalog('1.0.0'), '..': catalog('1.0.0'), mf_account: catalog('..'),
      mf_help_service: null as unknown as { version: string; entry: string } });
    expect(createRemoteVersions(dir).manifest().remotes).toEqual({});
  });

  it('links the exposed page\'s styles and preloads its entry and chunks, from the version\'s own folder', () => {
    const versions = createRemoteVersions(mfDir({ mf_catalog: catalog('1.2.0') }));
    expect(versions.pageAssets(versions.manifest(), 'mf_catalog', './Home')).toBe(
      '<link rel="stylesheet" href="/mf/mf_catalog/1.2.0/chunks/home.1.css">'
      + '<link rel="preload" as="script" href="/mf/mf_catalog/1.2.0/remoteEntry.js">'
      + '<link rel="preload" as="script" href="/mf/mf_catalog/1.2.0/chunks/home.1.js">',
    );
    expect(versions.pageAssets(versions.manifest(), 'mf_account', './UserPortal')).toBe('');
  });
});
