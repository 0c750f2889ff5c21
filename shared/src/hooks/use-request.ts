import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { FRESH_FOR_MS, QueryCache } from '@labmall/shared/data/query-cache';
import { useQueryCache } from '@labmall/shared/data/query-cache-context';
import type { Query } from '@labmall/shared/data/query';

interface Settled<T> { key: string; data?: T; error?: unknown }

export interface RequestState<T> {
  /** The last successful answer, kept while the next one loads so filters and facets do not flicker. */
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs `load` whenever `key` (or the language: names are localized) changes, aborting the request it
 * replaces, so an old, slow answer can never overwrite a newer one. A null key loads nothing.
 * An answer already in the page's query cache (the route's loader, the server's HTML, an earlier visit) is
 * shown at once and not asked for again while fresh; the first render is therefore the same on the server
 * and in the browser that hydrates it.
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
    if (hit && Date.now() - hit.at < FRESH_FOR_MS) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(cacheKey, data);
        setSettled({ key: fullKey, data });
        setLastData(data);
      },
      (error: unknown) => controller.signal.aborted || setSettled({ key: fullKey, error: error ?? new Error('failed') }),
    );
    return () => controller.abort();
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
