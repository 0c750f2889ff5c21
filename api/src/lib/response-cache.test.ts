import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { createResponseCache, DEFAULT_STALE_IF_ERROR_MS, invalidateCatalogue, responseCacheStats, responseKey, setStaleIfErrorWindow } from './response-cache';

describe('responseKey', () => {
  it('ignores the order of object fields but not of values', () => {
    expect(responseKey('list', 'en', { a: 1, b: { c: 2, d: 3 } })).toBe(responseKey('list', 'en', { b: { d: 3, c: 2 }, a: 1 }));
    expect(responseKey('list', 'en', { a: 1 })).not.toBe(responseKey('list', 'zh', { a: 1 }));
    expect(responseKey('list', 'en', { a: [1, 2] })).not.toBe(responseKey('list', 'en', { a: [2, 1] }));
  });
});

/** The text a cache answered, fresh or not. */
const text = async (answer: Promise<{ text: string; stale: boolean }>) => (await answer).text;

describe('createResponseCache', () => {
  it('loads a key once and answers later uses from memory', async () => {
    const cache = createResponseCache();
    const load = vi.fn(async () => '{"n":1}');
    expect(await text(cache.get('k', load))).toBe('{"n":1}');
    expect(await text(cache.get('k', load))).toBe('{"n":1}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createResponseCache();
    let release!: (json: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([text(cache.get('k', load)), text(cache.get('k', load))]);
    release('"x"');
    expect(await both).toEqual(['"x"', '"x"']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops everything when the catalogue is invalidated', async () => {
    const cache = createResponseCache();
    let n = 0;
    const load = async () => String(++n);
    expect(await text(cache.get('k', load))).toBe('1');
    invalidateCatalogue();
    expect(cache.size).toBe(0);
    expect(await text(cache.get('k', load))).toBe('2');
  });

  it('does not keep an answer whose load straddled an invalidation', async () => {
    const cache = createResponseCache();
    let release!: (json: string) => void;
    const first = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    invalidateCatalogue();
    release('"stale"');
    expect((await first).text).toBe('"stale"');
    expect(await text(cache.get('k', async () => '"fresh"'))).toBe('"fresh"');
  });

  it('does not keep a failed load', async () => {
    const cache = createResponseCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await text(cache.get('k', async () => '"up"'))).toBe('"up"');
  });

  it('expires entries after the TTL', async () => {
    let time = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => time });
    let n = 0;
    const load = async () => String(++n);
    await cache.get('k', load);
    time = 999;
    expect(await text(cache.get('k', load))).toBe('1');
    time = 1000;
    expect(await text(cache.get('k', load))).toBe('2');
  });

  it('answers a copy past its TTL at once within the revalidation window, while one load replaces it', async () => {
    let time = 0;
    const cache = createResponseCache({ ttlMs: 1000, revalidateMs: 1000, now: () => time });
    let n = 0;
    let release = () => {};
    const slowLoad = () => new Promise<string>((resolve) => (release = () => resolve(String(++n))));
    const first = cache.get('k', slowLoad);
    release();
    expect(await text(first)).toBe('1');
    time = 1500;
    // Past the TTL: the kept copy now, and one load in the background however many ask meanwhile.
    expect(await cache.get('k', slowLoad)).toEqual({ text: '1', stale: false, loaded: false });
    expect(await text(cache.get('k', () => Promise.reject(new Error('a second load'))))).toBe('1');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text(cache.get('k', slowLoad))).toBe('2');
    // Past TTL and window: the caller waits for the load.
    time = 4000;
    const waited = cache.get('k', slowLoad);
    release();
    expect(await waited).toEqual({ text: '3', stale: false, loaded: true });
  });

  it('never revalidates across a write: an invalidated copy is not answered', async () => {
    let time = 0;
    const cache = createResponseCache({ ttlMs: 1000, revalidateMs: 60_000, now: () => time });
    await cache.get('k', async () => '"before"');
    time = 1500;
    invalidateCatalogue();
    expect(await text(cache.get('k', async () => '"after"'))).toBe('"after"');
  });

  it('is bounded by entry count, evicting the least recently used', async () => {
    const cache = createResponseCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `"${key}"`);
    await cache.get('a', async () => '"reloaded"'); // touches a: b is now the oldest
    await cache.get('d', async () => '"d"');
    expect(cache.size).toBe(3);
    expect(await text(cache.get('a', async () => '"reloaded"'))).toBe('"a"');
    expect(await text(cache.get('b', async () => '"reloaded"'))).toBe('"reloaded"');
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

// The errors the driver and pg-pool give when no answer can come from the database, as drizzle wraps them.
const wrapped = (cause: Error) => new Error('Failed query: select …', { cause });
const refused = () => wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
const databaseAway = [
  ['a refused connection', refused],
  ['a connection cut', () => wrapped(new Error('Connection terminated unexpectedly'))],
  ['PostgreSQL shutting down (57P01)', () => wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
  ['PostgreSQL starting up (57P03)', () => Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ['no pooled connection within DATABASE_POOL_WAIT', () => wrapped(new Error('timeout exceeded when trying to connect'))],
] as const;
// Answers the database gave: they are the answer now, never replaced by an old copy.
const databaseAnswered = [
  ['a 404', () => new AppError(404, 'notFound')],
  ['a failure of the query itself', () => wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' }))],
  ['a bug', () => new TypeError("Cannot read properties of undefined (reading 'id')")],
] as const;

describe('stale-if-error', () => {
  const TTL = 1000;
  const WINDOW = 10_000;
  let time = 0;
  /** A cache holding "old" for key k, loaded at time 0. */
  const cacheWithCopy = async (options: { staleIfErrorMs?: number; maxEntries?: number } = {}) => {
    time = 0;
    const cache = createResponseCache({ ttlMs: TTL, staleIfErrorMs: WINDOW, now: () => time, ...options });
    await cache.get('k', async () => '"old"');
    return cache;
  };
  const failing = (error: () => Error) => vi.fn(() => Promise.reject(error()));

  afterEach(() => setStaleIfErrorWindow(DEFAULT_STALE_IF_ERROR_MS));

  it('answers a fresh copy as before, without asking the database', async () => {
    const cache = await cacheWithCopy();
    time = TTL - 1;
    const load = failing(refused);
    expect(await cache.get('k', load)).toMatchObject({ text: '"old"', stale: false });
    expect(load).not.toHaveBeenCalled();
  });

  it.each(databaseAway)('answers a copy past its TTL, marked stale, when the load fails with %s', async (_what, error) => {
    const cache = await cacheWithCopy();
    const before = responseCacheStats.api.stale;
    time = TTL + WINDOW - 1;
    expect(await cache.get('k', failing(error))).toMatchObject({ text: '"old"', stale: true });
    expect(responseCacheStats.api.stale).toBe(before + 1);
    // Each waiter of one shared load is answered, and counted.
    const both = await Promise.all([cache.get('k', failing(error)), cache.get('k', failing(error))]);
    expect(both.map((answer) => answer.stale)).toEqual([true, true]);
    expect(responseCacheStats.api.stale).toBe(before + 3);
  });

  it.each(databaseAnswered)('never answers an old copy for %s, and drops it', async (_what, error) => {
    const cache = await cacheWithCopy();
    time = TTL;
    const raised = error();
    await expect(cache.get('k', () => Promise.reject(raised))).rejects.toBe(raised);
    // The database said something else than the copy: it is not kept for a later outage either.
    await expect(cache.get('k', failing(refused))).rejects.toThrow('Failed query');
  });

  it('goes back to fresh answers as soon as the database answers again', async () => {
    const cache = await cacheWithCopy();
    time = TTL + 10;
    expect((await cache.get('k', failing(refused))).stale).toBe(true);
    expect(await cache.get('k', async () => '"new"')).toMatchObject({ text: '"new"', stale: false });
    time += TTL - 1;
    expect(await cache.get('k', failing(refused))).toMatchObject({ text: '"new"', stale: false });
  });

  it('keeps a copy for the stale window only', async () => {
    const cache = await cacheWithCopy();
    time = TTL + WINDOW;
    await expect(cache.get('k', failing(refused))).rejects.toThrow('Failed query');
    expect(cache.size).toBe(0);
  });

  it('drops copies past their TTL on invalidation (a write), also one invalidated while the load ran', async () => {
    const cache = await cacheWithCopy();
    time = TTL + 10;
    invalidateCatalogue();
    await expect(cache.get('k', failing(refused))).rejects.toThrow('Failed query');

    await cache.get('k', async () => '"old"');
    time += TTL + 10;
    let fail!: (error: Error) => void;
    const answer = cache.get('k', () => new Promise<string>((_resolve, reject) => (fail = reject)));
    invalidateCatalogue();
    fail(refused());
    await expect(answer).rejects.toThrow('Failed query');
  });

  it('keeps copies past their TTL within the cache\'s bounds', async () => {
    const cache = await cacheWithCopy({ maxEntries: 2 });
    time = TTL + 10;
    await cache.get('a', async () => '"a"');
    await cache.get('b', async () => '"b"'); // k, the least recently used, leaves
    expect(cache.size).toBe(2);
    await expect(cache.get('k', failing(refused))).rejects.toThrow('Failed query');
  });

  it('is off with a window of 0, and follows STALE_IF_ERROR when the cache has no window of its own', async () => {
    const off = await cacheWithCopy({ staleIfErrorMs: 0 });
    time = TTL;
    await expect(off.get('k', failing(refused))).rejects.toThrow('Failed query');

    setStaleIfErrorWindow(5_000);
    time = 0;
    const cache = createResponseCache({ ttlMs: TTL, now: () => time });
    await cache.get('k', async () => '"old"');
    time = TTL + 4_999;
    expect((await cache.get('k', failing(refused))).stale).toBe(true);
    time = TTL + 5_000;
    await expect(cache.get('k', failing(refused))).rejects.toThrow('Failed query');
  });
});
