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

const registered = new Map<RemoteName, string>();

/**
 * Points the server's federation runtime at the versions the manifest names (`entries`: remote → server entry
 * file). Only changed remotes are re-registered (`force` drops the old version's cached modules), so a
 * promotion or rollback changes what the next render uses, with no restart.
 */
export function useRemoteVersions(entries: Partial<Record<RemoteName, string>>): void {
  for (const [name, entry] of Object.entries(entries) as Array<[RemoteName, string]>) {
    if (registered.get(name) === entry) continue;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

/** Loads an exposed page of a remote as the manifest's version has it: its component and its loader. */
export async function loadServerPage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  if (!registered.has(remote)) throw new Error(`remote ${remote} is not in the manifest`);
  const loaded = await loadRemote<RemotePageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`remote ${remote} has no page ${module}`);
  return loaded;
}
