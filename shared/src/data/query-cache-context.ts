import { createContext, createElement, useContext, type ReactNode } from 'react';
import { QueryCache } from './query-cache';

// Without a provider (a component test, a remote run on its own) every page gets one cache of its own.
const fallbackCache = new QueryCache();
const QueryCacheContext = createContext<QueryCache>(fallbackCache);

/** The shell gives every page load (and the server every request) its own cache. */
export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return createElement(QueryCacheContext.Provider, { value: cache }, children);
}

/** Component tests: each test starts with no answers (tests render without a provider). */
export function clearFallbackQueryCache(): void {
  fallbackCache.clear();
}

export function useQueryCache(): QueryCache {
  return useContext(QueryCacheContext);
}
