import type { FastifyReply } from 'fastify';
import { cannotReachDatabase } from '../db/connection-wait';
import { sendCompressible } from './compressed-copies';

/**
 * The catalogue generation: every cached answer remembers the one it was built in and is dropped once it
 * changes. Module-level on purpose, so a writer anywhere (cart, orders, admin) invalidates every cache of
 * the process without knowing who caches what.
 */
let catalogueGeneration = 0;

/** Told of every local invalidation, to pass it on to the other replicas (plugins/catalogue-sync.ts). */
const invalidationListeners = new Set<() => void>();

/**
 * Drops every cached catalogue answer of this process (products, lists, rankings, search). Call it after
 * committing any write that changes what a shopper sees in the catalogue: stock, prices, sales, a product
 * put on or off sale. On PostgreSQL the other replicas are told too (within a second); without it they
 * would keep their copies until the TTL (30 s by default) ran out.
 */
export function invalidateCatalogue(): void {
  catalogueGeneration += 1;
  for (const listener of invalidationListeners) listener();
}

/** Another replica changed the catalogue: drop this process's copies without telling anyone again. */
export function applyPeerInvalidation(): void {
  catalogueGeneration += 1;
}

/** The generation now: a per-process copy of catalogue data built in an older one is stale (lib/cached-value.ts). */
export const catalogueGenerationNow = (): number => catalogueGeneration;

/** Calls `listener` after each local invalidation; returns the function that stops it. */
export function onCatalogueInvalidated(listener: () => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}

/** The same input always gives the same key, whatever the order of its object fields. */
export function responseKey(call: string, lang: string, input: unknown): string {
  return `${call}|${lang}|${JSON.stringify(input ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}

type Entry = { text: string; expiresAt: number };

/**
 * What a cache answers: the text, whether it is a copy past its TTL sent because the database could not be reached,
 * and whether it was made for this call (or one it waited for) rather than kept.
 */
export type CachedText = { text: string; stale: boolean; loaded: boolean };

/** The response header that marks an answer sent from a copy past its TTL (stale-if-error); pages and API answers alike. */
export const STALE_HEADER = 'x-cache';
export const STALE_MARK = 'stale-if-error';

/** STALE_IF_ERROR's default: how long past its TTL a copy may still be sent while the database cannot be reached. */
export const DEFAULT_STALE_IF_ERROR_MS = 10 * 60_000;
let staleIfErrorMs = DEFAULT_STALE_IF_ERROR_MS;

/**
 * Sets STALE_IF_ERROR for every response cache of the process (plugins/db.ts, from the config). Process-wide like the
 * generation: whether the database can be reached is the process's state, not one cache's.
 */
export function setStaleIfErrorWindow(ms: number): void {
  staleIfErrorMs = ms;
}

export type ResponseCacheOptions = {
  maxEntries?: number;
  maxChars?: number;
  ttlMs?: number;
  /** How long past the TTL a copy is kept and may be sent when `servesStale` says so; the process's STALE_IF_ERROR otherwise. */
  staleIfErrorMs?: number;
  /**
   * Whether a failed load may be answered from a copy past its TTL (within the stale window): by default only when
   * the database could not be reached (db/connection-wait.ts). Any other failure (a 404, a bug) is the answer now,
   * and drops the old copy.
   */
  servesStale?: (error: unknown) => boolean;
  /**
   * Stale-while-revalidate: how long past its TTL a copy is still answered at once while one load in the background
   * replaces it (0: never, the caller waits for the load). For answers that take long to make (a rendered page at a
   * 100,000-product catalogue takes up to a second when the database is busy): nobody waits for them to be remade.
   * Only ever a copy of the current generation: a write drops it as before.
   */
  revalidateMs?: number;
  now?: () => number;
  /** Which counters of `responseCacheStats` its hits, misses and stale answers go to. */
  name?: 'api' | 'pages';
};

/**
 * Hits, misses and stale answers (stale-if-error) of every response cache of the process, by kind, for /metrics
 * (process-wide like the generation).
 */
export const responseCacheStats = { api: { hits: 0, misses: 0, stale: 0 }, pages: { hits: 0, misses: 0, stale: 0 } };

/**
 * A bounded LRU of already serialized answers (the JSON text of the envelope), so a hit costs no query and
 * no serialization. Bounded by entry count and by total characters; entries are fresh for `ttlMs`.
 * Concurrent misses of one key share one load; a failed load is not kept.
 *
 * Stale-if-error: a copy past its TTL is kept (within the same bounds) for the stale window more, and sent only when
 * the load that should replace it fails because the database cannot be reached, marked `stale`. Invalidation
 * (a write, here or on another replica) drops it like any other copy: a stale answer is never one from before a write
 * the replicas were told of.
 */
export function createResponseCache({
  maxEntries = 2000,
  maxChars = 16_000_000,
  ttlMs = 30_000,
  staleIfErrorMs: ownWindowMs,
  servesStale = cannotReachDatabase,
  revalidateMs = 0,
  now = Date.now,
  name = 'api',
}: ResponseCacheOptions = {}) {
  const stats = responseCacheStats[name];
  const windowMs = () => ownWindowMs ?? staleIfErrorMs;
  // Map iteration follows insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string>>();
  let generation = catalogueGeneration;
  let chars = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.text.length;
  };

  const store = (key: string, text: string) => {
    if (text.length > maxChars) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, { text, expiresAt: now() + ttlMs });
    chars += text.length;
    for (const [oldest, entry] of entries) {
      if (entries.size <= maxEntries && chars <= maxChars) break;
      remove(oldest, entry);
    }
  };

  /** Drops everything built in an older generation (checked on each use, so invalidation is O(1)). */
  const sync = () => {
    if (generation === catalogueGeneration) return;
    generation = catalogueGeneration;
    entries.clear();
    loading.clear();
    chars = 0;
  };

  /** The load failed: the copy past its TTL if the database could not be reached and the copy is within the window. */
  const staleOr = (key: string, error: unknown): CachedText => {
    sync(); // an invalidation while the load ran drops the copy too
    const kept = entries.get(key);
    if (kept && servesStale(error) && kept.expiresAt + windowMs() > now()) {
      stats.stale += 1;
      return { text: kept.text, stale: true, loaded: false };
    }
    // The database answered (a 404, a failure of the query itself): that is the answer now, not the old copy.
    if (kept && !servesStale(error)) remove(key, kept);
    throw error;
  };

  const load = (key: string, loader: () => Promise<string>): Promise<string> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const attempt = loader().then(
      (text) => {
        if (loading.get(key) === attempt) loading.delete(key);
        // A load that straddled an invalidation may hold stale data: answer with it, never keep it.
        if (startedIn === catalogueGeneration) store(key, text);
        return text;
      },
      (error: unknown) => {
        if (loading.get(key) === attempt) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, attempt);
    return attempt;
  };

  return {
    /**
     * The cached text for `key`, or the result of `loader` (stored unless the catalogue changed meanwhile); when
     * `loader` fails because the database cannot be reached, the copy past its TTL if it is within the stale window.
     */
    get(key: string, loader: () => Promise<string>): Promise<CachedText> {
      sync();
      const entry = entries.get(key);
      const time = now();
      if (entry && entry.expiresAt > time) {
        stats.hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve({ text: entry.text, stale: false, loaded: false });
      }
      if (entry && entry.expiresAt + revalidateMs > time) {
        // Answered now; one load remakes it meanwhile (a failed one leaves the copy for the next request to try again).
        stats.hits += 1;
        if (!loading.has(key)) load(key, loader).catch(() => undefined);
        return Promise.resolve({ text: entry.text, stale: false, loaded: false });
      }
      // Past the stale window a copy is of no use any more; within it, it stays until the load replaces it.
      if (entry && entry.expiresAt + windowMs() <= time) remove(key, entry);
      stats.misses += 1;
      return load(key, loader).then(
        (text) => ({ text, stale: false, loaded: true }),
        (error: unknown) => staleOr(key, error),
      );
    },
    get size() {
      sync();
      return entries.size;
    },
    clear() {
      entries.clear();
      loading.clear();
      chars = 0;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * Sends an already serialized envelope: with a JSON content type, Fastify sends a string as it is; compressed from
 * a copy made once per answer (compressed-copies.ts).
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return sendCompressible(reply, json, 'application/json; charset=utf-8');
}
