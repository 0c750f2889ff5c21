import { createRequire } from 'node:module';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '../federation/initial-route';
import type { RemoteName } from '../federation/remote-names';

// Absolute paths only: the require's own base does not matter.
const requireFile = createRequire(`${process.cwd()}/`);

/**
 * A remote's server build is a CommonJS container in its version folder (`…/<version>/server/remoteEntry.js`).
 * Node loads it from disk; its own chunks are read relative to it. A new version is a new file, so versions
 * never overwrite each other in Node's module cache.
 */
registerPlugins([
  {
    name: 'labmall-server-entry',
    loadEntry: ({ remoteInfo }) => (remoteInfo.entry.startsWith('/') ? requireFile(remoteInfo.entry) : undefined),
  },
]);

/** Federation name of each remote version loaded so far: `mf_catalog` 1.2.0 → `mf_catalog__v1`. */
const registered = new Map<string, string>();

/**
 * Each version is registered under a name of its own and never replaced: a render that began before a
 * promotion finishes with the version it began with, and the next render uses the new one, with no restart.
 * (Versions stay loaded; there are only ever a handful.)
 */
function federationName(remote: RemoteName, version: string, entry: string): string {
  const key = `${remote}@${version}@${entry}`;
  let name = registered.get(key);
  if (!name) {
    name = `${remote}__v${registered.size + 1}`;
    registerRemotes([{ name, entry }]);
    registered.set(key, name);
  }
  return name;
}

/** Loads an exposed page of one version of a remote: its component and its loader. */
export async function loadServerPage(remote: RemoteName, version: string, entry: string, module: string): Promise<RemotePageModule> {
  const name = federationName(remote, version, entry);
  const loaded = await loadRemote<RemotePageModule>(`${name}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`remote ${remote} ${version} has no page ${module}`);
  return loaded;
}
