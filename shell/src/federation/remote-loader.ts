import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names';
import { fetchRemoteManifest, remotesToRegister, type RemoteManifest } from './remote-manifest';
import type { RemotePageModule } from './initial-route';
import { createRetryPlugin } from './retry-plugin';

/** What the shell knows about the remotes of this page load. */
export interface RemoteRegistry {
  versions: Partial<Record<RemoteName, string>>;
  entries: Partial<Record<RemoteName, string>>;
  /** Set when /mf/manifest.json itself could not be read: every remote area shows its fallback. */
  manifestError?: unknown;
}

let registry: RemoteRegistry = { versions: {}, entries: {} };
let pluginsRegistered = false;

export function getRemoteRegistry(): RemoteRegistry {
  return registry;
}

/**
 * Boot step: read the manifest and register every remote it names (nothing is downloaded yet). A page the
 * server rendered carries the manifest the server used: registering exactly that keeps the browser on the
 * versions whose HTML it is about to hydrate, even if operations promoted another one a moment ago.
 */
export async function registerRemotesFromManifest(rendered?: RemoteManifest): Promise<RemoteRegistry> {
  if (!pluginsRegistered) {
    registerPlugins([createRetryPlugin((id, error) => console.warn(`[mf] ${id} failed to load`, error))]);
    pluginsRegistered = true;
  }
  try {
    const remotes = remotesToRegister(rendered ?? (await fetchRemoteManifest()));
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })), { force: true });
    registry = {
      versions: Object.fromEntries(remotes.map((r) => [r.name, r.version])),
      entries: Object.fromEntries(remotes.map((r) => [r.name, r.entry])),
    };
  } catch (error) {
    console.warn('[mf] remote manifest unavailable', error);
    registry = { versions: {}, entries: {}, manifestError: error };
  }
  return registry;
}

/**
 * Before a user-initiated retry: re-register the remote with `force` so the runtime drops its cached failure;
 * if the manifest itself had failed, read it again.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  const entry = registry.entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  else await registerRemotesFromManifest();
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads `remote/module` and returns its default export as a component. */
export async function loadRemoteComponent<P>(remote: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  if (registry.versions[remote] === undefined) throw new RemoteUnavailableError(remote, registry.manifestError);
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new RemoteUnavailableError(remote);
  return loaded;
}

/** Loads an exposed page: its component and its route loader, if it has one. */
export function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  return loadRemoteComponent<Record<string, string>>(remote, module);
}
