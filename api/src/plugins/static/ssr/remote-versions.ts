import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '../../../modules/remote-versions/browser-manifest';

interface ExposeAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface BrowserBuildManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ path: string; assets: ExposeAssets }>;
}

/** scheme://host[:port], nothing else: safe to write into an attribute as it is. */
const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** A file of the build as its manifest names it (`chunks/x.1a2b.js`): nothing to escape, nowhere else to point. */
const isBuildFile = (file: unknown): file is string =>
  typeof file === 'string' && /^[A-Za-z0-9_./-]+$/.test(file) && !file.startsWith('/') && !file.split('/').includes('..');

/**
 * What the server needs of each released remote version (the manifest of a page load decides which): its server
 * entry, and the browser files an exposed page needs first (to preload them in the page's head). Names and
 * versions come from the manifest stores, which accept only plain path segments.
 */
export function createRemoteVersions(mfDir: string) {
  const buildManifests = new Map<string, BrowserBuildManifest | null>();

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
   *
   * Stylesheets carry the page's origin: the remote's CSS loader, before it adds a page's stylesheet, looks for one
   * already there by its full URL (its public path, the page's origin included). A root-relative link was not
   * recognised, so every server-rendered page loaded its stylesheet a second time and restyled the whole page
   * while it hydrated (about 35 ms of a phone's main thread per page). An origin that is not a plain
   * scheme://host[:port] (a forged Host header) keeps the relative link.
   */
  function pageAssets(current: RemoteManifest, name: string, module: string, origin = ''): string {
    const version = current.remotes[name]?.version;
    const build = version ? buildManifest(name, version) : null;
    if (!version || !build) return '';
    const base = `/mf/${name}/${version}/`;
    const expose = build.exposes.find((e) => e.path === module);
    const scripts = [build.metaData.remoteEntry.name, ...(expose?.assets.js.sync ?? [])].filter(isBuildFile);
    const styles = (expose?.assets.css.sync ?? []).filter(isBuildFile);
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${PLAIN_ORIGIN.test(origin) ? origin : ''}${base}${file}">`),
      ...scripts.map((file) => `<link rel="preload" as="script" href="${base}${file}">`),
    ].join('');
  }

  return { serverEntry, pageAssets };
}
