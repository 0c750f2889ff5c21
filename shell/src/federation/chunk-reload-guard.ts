import { CHUNK_RELOAD_AT_KEY } from '@labmall/shared/storage/keys';

/** Spec §4/§9: a failed chunk load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Chunk and entry-script failures: the files of an older release were replaced, so a reload can fix them. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|#RUNTIME-008/.test(text);
}

interface GuardEnv {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserEnv = (): GuardEnv => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Reloads the page when the guard has not fired in the last 60 s and returns true; otherwise returns false and
 * the caller shows its fallback panel — so a chunk that keeps failing never loops the page.
 */
export function reloadOnceForChunkError(env: GuardEnv = browserEnv()): boolean {
  const last = Number(env.storage.getItem(CHUNK_RELOAD_AT_KEY) ?? 0);
  const now = env.now();
  // A stored time in the future (clock change) counts as "long ago" rather than blocking reloads forever.
  if (last > 0 && last <= now && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  env.storage.setItem(CHUNK_RELOAD_AT_KEY, String(now));
  env.reload();
  return true;
}
