import { createHash } from 'node:crypto';
import type { Deployments } from './deployments';

/** What the browser fetches as /mf/manifest.json and what a server-rendered page embeds (DESIGN §3). */
export interface RemoteManifest {
  remotes: Record<string, { version: string; entry: string }>;
}

/** What decides a browser's versions besides the deployments: its canary id and any staff overrides. */
export interface Browser {
  /** A random id kept in a cookie; absent for a browser that has not been given one yet. */
  canaryId?: string;
  /** remote → version pinned by a valid, signed staff override. */
  overrides: Record<string, string>;
}

export const entryFor = (remote: string, version: string) => `/mf/${remote}/${version}/mf-manifest.json`;

/**
 * 0–99, the same for a browser and a remote every time: a canary at N % serves the browsers below N, so raising
 * the share keeps everyone who already had the new version and adds others. Salted with the remote's name so
 * the early browsers of one canary are not always the early ones of the next.
 */
export function canaryBucket(canaryId: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${canaryId}`).digest().readUInt32BE(0) % 100;
}

function versionFor(remote: string, deployment: Deployments[string], browser: Browser): string {
  const pinned = browser.overrides[remote];
  if (pinned) return pinned;
  const canary = deployment.canary;
  if (canary && browser.canaryId && canaryBucket(browser.canaryId, remote) < canary.percent) return canary.version;
  return deployment.live;
}

/** The one version of every remote this browser gets on this page load. */
export function manifestFor(deployments: Deployments, browser: Browser): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  for (const [remote, deployment] of Object.entries(deployments)) {
    const version = versionFor(remote, deployment, browser);
    remotes[remote] = { version, entry: entryFor(remote, version) };
  }
  return { remotes };
}

export const hasCanary = (deployments: Deployments) => Object.values(deployments).some((d) => d.canary);
