import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { FRESH_FOR_MS, QueryCache } from '@labmall/shared/data/query-cache';
import { QueryCacheProvider } from '@labmall/shared/data/query-cache-context';
import { appStore } from '@labmall/shared/store/app-store';
import { useRequest } from './use-request';

const withCache = (cache: QueryCache) =>
  ({ children }: { children: ReactNode }) => createElement(QueryCacheProvider, { cache, children });
const keyed = (key: string) => QueryCache.keyOf(appStore.getState().language.language, key);

describe('useRequest on a server-rendered page', () => {
  it('shows the embedded answer and does not ask again, even when the server kept the page past FRESH_FOR_MS', async () => {
    const cache = QueryCache.hydrate({ [keyed('hot-words')]: { data: ['LiPF6'], at: Date.now() - 2 * FRESH_FOR_MS } as { data: unknown } });
    const load = vi.fn(async () => ['NMP']);
    const { result } = renderHook(() => useRequest('hot-words', load), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ data: ['LiPF6'], loading: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.data).toEqual(['LiPF6']);
  });

  it('asks again for an answer it was not given as fresh (kept from an earlier page), showing the old one meanwhile', async () => {
    const cache = new QueryCache();
    cache.set(keyed('cart-count'), 1);
    const load = vi.fn(async () => 2);
    const { result } = renderHook(() => useRequest('cart-count', load), { wrapper: withCache(cache) });
    expect(result.current.data).toBe(1);
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
