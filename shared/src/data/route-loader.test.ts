import { describe, expect, it } from 'vitest';
import { PageError } from '@labmall/shared/routing/page-error';
import { QueryCache } from './query-cache';
import { createPrefetch } from './route-loader';

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('createPrefetch', () => {
  it('puts the answer in the cache under the language and the key, and asks only once', async () => {
    const cache = new QueryCache();
    let calls = 0;
    const prefetch = createPrefetch({ cache, language: '2' });
    const query = { key: 'hot-words', load: async () => (calls++, ['LiPF6']) };
    expect(await prefetch(query)).toEqual(['LiPF6']);
    expect(await prefetch(query)).toEqual(['LiPF6']);
    expect(calls).toBe(1);
    expect(cache.get('2|hot-words')?.data).toEqual(['LiPF6']);
  });

  it('gives up on a call slower than the deadline: the page renders without it', async () => {
    const cache = new QueryCache();
    const prefetch = createPrefetch({ cache, language: '1', deadlineMs: 20 });
    const started = Date.now();
    expect(await prefetch({ key: 'slow', load: () => later('late', 500) })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(400);
    expect(cache.get('1|slow')).toBeUndefined();
  });

  it('swallows an ordinary failure (the block shows its own error) but lets a page error decide the page', async () => {
    const prefetch = createPrefetch({ cache: new QueryCache(), language: '1' });
    expect(await prefetch({ key: 'down', load: () => Promise.reject(new Error('502')) })).toBeUndefined();
    await expect(prefetch({ key: 'gone', load: () => Promise.reject(new PageError(410, 'withdrawn')) })).rejects.toMatchObject({ status: 410 });
  });
});
