import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryCache } from '@labmall/shared/data/query-cache';
import { QueryCacheProvider } from '@labmall/shared/data/query-cache-context';
import { useBlockQuery } from './use-block-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

const withCache = (cache = new QueryCache()) =>
  ({ children }: { children: ReactNode }) => createElement(QueryCacheProvider, { cache, children });

describe('useBlockQuery', () => {
  it('drops an answer that arrives after the key moved on', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useBlockQuery({ key: String(id), load: () => (id === 1 ? slow.promise : fast.promise) }),
      { initialProps: { id: 1 }, wrapper: withCache() },
    );
    expect(result.current.status).toBe('loading');
    rerender({ id: 2 });
    expect(result.current.status).toBe('loading');
    await act(async () => fast.resolve('two'));
    await act(async () => slow.resolve('one'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'two' });
  });

  it('stays idle without a query, and retries after a failure', async () => {
    let fail = true;
    const query = { key: 'q', load: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve(1)) };
    const { result, rerender } = renderHook(({ on }) => useBlockQuery(on ? query : null), {
      initialProps: { on: false },
      wrapper: withCache(),
    });
    expect(result.current.status).toBe('idle');
    rerender({ on: true });
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 1 }));
  });

  it('renders an answer the route loader already cached at once, without asking again', () => {
    const cache = new QueryCache();
    cache.set(QueryCache.keyOf('1', 'hot-words'), ['LiPF6'], { primed: true });
    let calls = 0;
    const { result } = renderHook(() => useBlockQuery({ key: 'hot-words', load: async () => (calls++, ['other']) }), {
      wrapper: withCache(cache),
    });
    expect(result.current).toMatchObject({ status: 'ok', data: ['LiPF6'] });
    expect(calls).toBe(0);
  });
});
