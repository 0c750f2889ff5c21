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

describe('remote version files for server rendering', () => {
  it('points each remote at the server build of a version', () => {
    const dir = mfDir({ mf_catalog: catalog('1.2.0') });
    expect(createRemoteVersions(dir).serverEntry('mf_catalog', '1.2.0')).toBe(path.join(dir, 'mf_catalog/1.2.0/server/remoteEntry.js'));
  });

  it('links the exposed page\'s styles and preloads its entry and chunks, from the version\'s own folder', () => {
    const manifest = { remotes: { mf_catalog: catalog('1.2.0') } };
    const versions = createRemoteVersions(mfDir(manifest.remotes));
    expect(versions.pageAssets(manifest, 'mf_catalog', './Home')).toBe(
      '<link rel="stylesheet" href="/mf/mf_catalog/1.2.0/chunks/home.1.css">'
      + '<link rel="preload" as="script" href="/mf/mf_catalog/1.2.0/remoteEntry.js">'
      + '<link rel="preload" as="script" href="/mf/mf_catalog/1.2.0/chunks/home.1.js">',
    );
    expect(versions.pageAssets(manifest, 'mf_account', './UserPortal')).toBe('');
  });

  it('gives stylesheets the page origin, so the remote finds them instead of loading them again', () => {
    const manifest = { remotes: { mf_catalog: catalog('1.2.0') } };
    const versions = createRemoteVersions(mfDir(manifest.remotes));
    expect(versions.pageAssets(manifest, 'mf_catalog', './Home', 'https://shop.example.cn:8443')).toContain(
      '<link rel="stylesheet" href="https://shop.example.cn:8443/mf/mf_catalog/1.2.0/chunks/home.1.css">',
    );
    // A forged Host header never reaches the attribute.
    expect(versions.pageAssets(manifest, 'mf_catalog', './Home', 'http://x"><script>')).toContain(
      '<link rel="stylesheet" href="/mf/mf_catalog/1.2.0/chunks/home.1.css">',
    );
  });
});
