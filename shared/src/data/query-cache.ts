/**
 * The page's answers to read calls, keyed by `<language>|<query key>`. Route loaders fill it (on the server
 * before rendering, in the browser before a route's first render) and `useRequest` reads it, so a page's data
 * is fetched once: the server embeds what it loaded and the browser hydrates from that instead of asking again.
 * Only successful answers are kept; a failed or late call is simply absent and the page asks for it itself.
 */
export interface CachedAnswer {
  data: unknown;
  /** When it arrived (this page's clock): older answers are shown at once but asked for again. */
  at: number;
}

/** After this, a cached answer is still shown but refreshed in the background when a page mounts it. */
export const FRESH_FOR_MS = 30_000;

export type DehydratedQueries = Record<string, unknown>;

/** A long browsing session must not keep every page it ever saw: the oldest answers go first. */
const MAX_ANSWERS = 300;

export class QueryCache {
  private readonly answers = new Map<string, CachedAnswer>();

  static keyOf(language: string, key: string): string {
    return `${language}|${key}`;
  }

  get(fullKey: string): CachedAnswer | undefined {
    return this.answers.get(fullKey);
  }

  set(fullKey: string, data: unknown, at = Date.now()): void {
    this.answers.delete(fullKey);
    this.answers.set(fullKey, { data, at });
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  delete(fullKey: string): void {
    this.answers.delete(fullKey);
  }

  clear(): void {
    this.answers.clear();
  }

  /** The answers as plain data, for the HTML (see `serializeForScript`). */
  dehydrate(): DehydratedQueries {
    return Object.fromEntries([...this.answers].map(([key, answer]) => [key, answer.data]));
  }

  /** Answers the server embedded count as just arrived: they were fetched for this very page load. */
  static hydrate(queries: DehydratedQueries | undefined, now = Date.now()): QueryCache {
    const cache = new QueryCache();
    for (const [key, data] of Object.entries(queries ?? {})) cache.set(key, data, now);
    return cache;
  }
}
