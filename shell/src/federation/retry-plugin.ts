import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How often a failed remote manifest or entry is tried again before the area shows its fallback panel. */
export const REMOTE_RETRIES = 2;
const RETRY_DELAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a fetch on network errors and 5xx answers; 4xx is final (retrying cannot fix it). */
export async function fetchWithRetry(url: string, init: RequestInit, retries = REMOTE_RETRIES): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(RETRY_DELAY_MS * (attempt + 1));
  }
}

/**
 * Module Federation runtime plugin: retries remote manifests (`fetch`) and remote entry scripts
 * (`loadEntryError`), and reports what finally failed (`errorLoadRemote`) so the shell can show the area's
 * fallback panel. It never substitutes a module: the route's error boundary owns the fallback UI.
 */
export function createRetryPlugin(onRemoteFailed: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'labmall-retry-plugin',
    async fetch(url, init) {
      return fetchWithRetry(url, { ...init, cache: 'no-cache' });
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= REMOTE_RETRIES; attempt += 1) {
          await wait(RETRY_DELAY_MS * attempt);
          // The runtime caches the failed load under this key; forget it so the script is requested again.
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch (error) {
            if (attempt === REMOTE_RETRIES) throw error;
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise that `await` flattens at run time anyway.
      return retry() as unknown as Promise<Promise<Awaited<ReturnType<typeof retry>>> | undefined>;
    },
    async errorLoadRemote({ id, error }) {
      onRemoteFailed(id, error);
      return undefined;
    },
  };
}
