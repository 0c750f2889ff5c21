import type { FastifyReply } from 'fastify';
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

type Entry = { json: string; expiresAt: number };
export type ResponseCacheOptions = {
  maxEntries?: number;
  maxChars?: number;
  ttlMs?: number;
  now?: () => number;
  /** Which counters of `responseCacheStats` its hits and misses go to. */
  name?: 'api' | 'pages';
};

/** Hits and misses of every response cache of the process, by kind, for /metrics (process-wide like the generation). */
export const responseCacheStats = { api: { hits: 0, misses: 0 }, pages: { hits: 0, misses: 0 } };

/**
 * A bounded LRU of already serialized answers (the JSON text of the envelope), so a hit costs no query and
 * no serialization. Bounded by entry count and by total characters; entries live `ttlMs` at most.
 * Concurrent misses of one key share one load; a failed load is not kept.
 */
export function createResponseCache({ maxEntries = 2000, maxChars = 16_000_000, ttlMs = 30_000, now = Date.now, name = 'api' }: ResponseCacheOptions = {}) {
  const stats = responseCacheStats[name];
  // Map iteration follows insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string>>();
  let generation = catalogueGeneration;
  let chars = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.json.length;
  };

  const store = (key: string, json: string) => {
    if (json.length > maxChars) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, { json, expiresAt: now() + ttlMs });
    chars += json.length;
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

  return {
    /** The cached JSON for `key`, or the result of `load` (stored unless the catalogue changed meanwhile). */
    get(key: string, load: () => Promise<string>): Promise<string> {
      sync();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        stats.hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.json);
      }
      if (entry) remove(key, entry);
      stats.misses += 1;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const attempt = load().then(
        (json) => {
          if (loading.get(key) === attempt) loading.delete(key);
          // A load that straddled an invalidation may hold stale data: answer with it, never keep it.
          if (startedIn === catalogueGeneration) store(key, json);
          return json;
        },
        (error: unknown) => {
          if (loading.get(key) === attempt) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, attempt);
      return attempt;
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
