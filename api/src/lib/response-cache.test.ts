import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, invalidateCatalogue, responseKey } from './response-cache';

describe('responseKey', () => {
  it('ignores the order of object fields but not of values', () => {
    expect(responseKey('list', 'en', { a: 1, b: { c: 2, d: 3 } })).toBe(responseKey('list', 'en', { b: { d: 3, c: 2 }, a: 1 }));
    expect(responseKey('list', 'en', { a: 1 })).not.toBe(responseKey('list', 'zh', { a: 1 }));
    expect(responseKey('list', 'en', { a: [1, 2] })).not.toBe(responseKey('list', 'en', { a: [2, 1] }));
  });
});

describe('createResponseCache', () => {
  it('loads a key once and answers later uses from memory', async () => {
    const cache = createResponseCache();
    const load = vi.fn(async () => '{"n":1}');
    expect(await cache.get('k', load)).toBe('{"n":1}');
    expect(await cache.get('k', load)).toBe('{"n":1}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createResponseCache();
    let release!: (json: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('"x"');
    expect(await both).toEqual(['"x"', '"x"']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops everything when the catalogue is invalidated', async () => {
    const cache = createResponseCache();
    let n = 0;
    const load = async () => String(++n);
    expect(await cache.get('k', load)).toBe('1');
    invalidateCatalogue();
    expect(cache.size).toBe(0);
    expect(await cache.get('k', load)).toBe('2');
  });

  it('does not keep an answer whose load straddled an invalidation', async () => {
    const cache = createResponseCache();
    let release!: (json: string) => void;
    const first = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    invalidateCatalogue();
    release('"stale"');
    expect(await first).toBe('"stale"');
    expect(await cache.get('k', async () => '"fresh"')).toBe('"fresh"');
  });

  it('does not keep a failed load', async () => {
    const cache = createResponseCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => '"up"')).toBe('"up"');
  });

  it('expires entries after the TTL', async () => {
    let time = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => time });
    let n = 0;
    const load = async () => String(++n);
    await cache.get('k', load);
    time = 999;
    expect(await cache.get('k', load)).toBe('1');
    time = 1000;
    expect(await cache.get('k', load)).toBe('2');
  });

  it('is bounded by entry count, evicting the least recently used', async () => {
    const cache = createResponseCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `"${key}"`);
    await cache.get('a', async () => '"reloaded"'); // touches a: b is now the oldest
    await cache.get('d', async () => '"d"');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => '"reloaded"')).toBe('"a"');
    expect(await cache.get('b', async () => '"reloaded"')).toBe('"reloaded"');
  });

  it('is bounded by total size', async () => {
    const cache = createResponseCache({ maxChars: 10 });
    await cache.get('a', async () => '"1234"');
    await cache.get('b', async () => '"5678"');
    await cache.get('c', async () => '"9012"');
    expect(cache.size).toBe(1);
    await cache.get('huge', async () => '"an answer too large to keep"');
    expect(cache.size).toBe(1);
  });
});
