import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface RemoteManifest {
  remotes: Record<string, { version: string; entry: string }>;
}

interface ExposeAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface BrowserBuildManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ path: string; assets: ExposeAssets }>;
}

// A plain name: letters, digits and . _ + -, never `.` or `..`.
/** A file of the build as its manifest names it (`chunks/x.1a2b.js`): nothing to escape, nowhere else to point. */
const isBuildFile = (file: unknown): file is string =>
  typeof file === 'string' && /^[A-Za-z0-9_./-]+$/.test(file) && !file.startsWith('/') && !file.split('/').includes('..');

const SAFE_SEGMENT = /^(?!\.+$)[A-Za-z0-9_.+-]+$/;

/**
 * The remote versions shoppers get now (`mf/manifest.json`), re-read when the file changes (ops promote and
 * roll back by rewriting it atomically), with what the server needs of each version: its server entry and the
 * browser files an exposed page needs first (to preload them in the page's head).
 */
export function createRemoteVersions(mfDir: string) {
  let cached: { mtimeMs: number; manifest: RemoteManifest } | undefined;
  const buildManifests = new Map<string, BrowserBuildManifest | null>();

  function manifest(): RemoteManifest {
    const file = path.join(mfDir, 'manifest.json');
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return { remotes: {} };
    if (cached?.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemoteManifest> | null;
      // Names and versions become paths below: nothing that could leave mfDir is accepted.
      const remotes = Object.fromEntries(
        Object.entries(parsed?.remotes ?? {}).filter(([name, r]) =>
          SAFE_SEGMENT.test(name) && typeof r?.version === 'string' && SAFE_SEGMENT.test(r.version)),
      );
      cached = { mtimeMs, manifest: { remotes } };
    }
    return cached.manifest;
  }

  /** The server build of a remote version (its entry file). */
  function serverEntry(name: string, version: string): string {
    return path.join(mfDir, name, version, 'server', 'remoteEntry.js');
  }

  function buildManifest(name: string, version: string): BrowserBuildManifest | null {
    const key = `${name}/${version}`;
    if (!buildManifests.has(key)) {
      try {
        buildManifests.set(key, JSON.parse(readFileSync(path.join(mfDir, name, version, 'mf-manifest.json'), 'utf8')) as BrowserBuildManifest);
      } catch {
        buildManifests.set(key, null);
      }
    }
    return buildManifests.get(key)!;
  }

  /**
   * `<link>` tags for an exposed page: its stylesheets (so the server's HTML paints styled, with no shift when
   * the script arrives) and preloads of the remote entry and the page's own chunks (fetched while the shell's
   * scripts run instead of after them). Versioned URLs: cached for a year.
   */
  function pageAssets(current: RemoteManifest, name: string, module: string): string {
    const version = current.remotes[name]?.version;
    const build = version ? buildManifest(name, version) : null;
    if (!version || !build) return '';
    const base = `/mf/${name}/${version}/`;
    const expose = build.exposes.find((e) => e.path === module);
    const scripts = [build.metaData.remoteEntry.name, ...(expose?.assets.js.sync ?? [])].filter(isBuildFile);
    const styles = (expose?.assets.css.sync ?? []).filter(isBuildFile);
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${base}${file}">`),
      ...scripts.map((file) => `<link rel="preload" as="script" href="${base}${file}">`),
    ].join('');
  }

  return { manifest, serverEntry, pageAssets };
}
