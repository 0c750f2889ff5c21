import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { QueryCache } from '@labmall/shared/data/query-cache';
import { useQueryCache } from '@labmall/shared/data/query-cache-context';
import type { Query } from '@labmall/shared/data/query';

interface Settled<T> { key: string; data?: T; error?: unknown }

// Calls are shared by every reader of an answer, so none of them may cancel it: the signal is never aborted.
const SHARED_CALL = new AbortController().signal;

export interface RequestState<T> {
  /** The last successful answer, kept while the next one loads so filters and facets do not flicker. */
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs `load` whenever `key` (or the language: names are localized) changes; an old, slow answer can never
 * overwrite a newer one. A null key loads nothing. An answer already in the page's query cache is shown at once:
 * one the route's loader or the server loaded for this page is not asked for again (so the first render is the
 * same on the server and in the hydrating browser); an older one is shown while it is asked for again.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const language = useAppStore((s) => s.language.language);
  const cache = useQueryCache();
  const [attempt, setAttempt] = useState(0);
  const cacheKey = key === null ? null : QueryCache.keyOf(language, key);
  const cached = cacheKey === null ? undefined : cache.get(cacheKey);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const [lastData, setLastData] = useState<T | undefined>(cached?.data as T | undefined);
  const loadRef = useRef(load);
  loadRef.current = load;
  const fullKey = cacheKey === null ? null : `${attempt}|${cacheKey}`;

  useEffect(() => {
    if (fullKey === null || cacheKey === null) return;
    const hit = cache.get(cacheKey);
    if (hit) setLastData(hit.data as T);
    // What the route's loader (or the server) just loaded for this page is not asked for again.
    if (cache.isFresh(cacheKey)) return;
    let shown = true;
    // Joins a call for the same answer already on its way. The call is not cancelled when this component moves
    // on (another reader may wait for it): its answer is simply not shown here.
    cache.load(cacheKey, () => loadRef.current(SHARED_CALL)).then(
      (data) => {
        if (!shown) return;
        setSettled({ key: fullKey, data });
        setLastData(data);
      },
      (error: unknown) => shown && setSettled({ key: fullKey, error: error ?? new Error('failed') }),
    );
    return () => {
      shown = false;
    };
  }, [fullKey, cacheKey, cache]);

  const retry = useCallback(() => {
    if (cacheKey !== null) cache.delete(cacheKey);
    setAttempt((n) => n + 1);
  }, [cache, cacheKey]);
  const current = settled.key === fullKey;
  return {
    data: current && settled.data !== undefined ? settled.data : ((cached?.data as T | undefined) ?? lastData),
    error: current ? settled.error : undefined,
    loading: fullKey !== null && !current && !cached,
    retry,
  };
}

/** `useRequest` for a named query (the same object the route's loader prefetches). */
export function useQuery<T>(query: Query<T> | null): RequestState<T> {
  return useRequest(query?.key ?? null, (signal) => query!.load(signal));
}
