import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload-guard';

function env(startAt: number) {
  const store = new Map<string, string>();
  let now = startAt;
  const reload = vi.fn();
  return {
    env: { now: () => now, storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }, reload },
    reload,
    advance: (ms: number) => { now += ms; },
  };
}

describe('chunk reload guard', () => {
  it('reloads on the first failure', () => {
    const t = env(1_000_000);
    expect(reloadOnceForChunkError(t.env)).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 60 s, so a broken chunk never loops', () => {
    const t = env(1_000_000);
    reloadOnceForChunkError(t.env);
    t.advance(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadOnceForChunkError(t.env)).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const t = env(1_000_000);
    reloadOnceForChunkError(t.env);
    t.advance(CHUNK_RELOAD_INTERVAL_MS + 1);
    expect(reloadOnceForChunkError(t.env)).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk and entry-script failures only', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: #RUNTIME-008 script error'))).toBe(true);
    expect(isChunkLoadError(new Error('#RUNTIME-003 manifest'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
