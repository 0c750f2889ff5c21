import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { fetchWithRetry } from './retry-plugin';

/** `/mf/manifest.json` (DESIGN §3): which version of each remote shoppers get on this page load. */
export interface RemoteManifest {
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
}

export const MANIFEST_URL = '/mf/manifest.json';

/** Fetched without cache at every boot, so an ops promotion reaches the next full page load. */
export async function fetchRemoteManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  const response = await fetchWithRetry(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  const body = (await response.json()) as RemoteManifest;
  if (!body || typeof body.remotes !== 'object') throw new Error('remote manifest: no remotes');
  return body;
}

/** The `{ name, entry }` list for `registerRemotes`, ignoring names the shell does not know. */
export function remotesToRegister(manifest: RemoteManifest): Array<{ name: RemoteName; entry: string; version: string }> {
  return REMOTE_NAMES.flatMap((name) => {
    const remote = manifest.remotes[name];
    return remote?.entry ? [{ name, entry: remote.entry, version: remote.version }] : [];
  });
}
