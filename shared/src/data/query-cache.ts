/**
 * The page's answers to read calls, keyed by `<language>|<query key>`. Route loaders fill it (on the server
 * before rendering, in the browser before a route's first render) and `useRequest` reads it, so a page's data
 * is fetched once: the server embeds what it loaded and the browser hydrates from that instead of asking again.
 * Only successful answers are kept; a failed or late call is simply absent and the page asks for it itself.
 */
export interface CachedAnswer {
  data: unknown;
  /** When it arrived (epoch ms). */
  at: number;
  /**
   * Loaded by a route loader (or the server) for the page being shown: the page shows it without asking again
   * while it is fresh. Any other answer is shown at once but asked for again when a page mounts it.
   */
  primed: boolean;
}

/** How long a loader's answer counts as just loaded for the page it was loaded for. */
export const FRESH_FOR_MS = 30_000;

/** What the server embeds in the page: the answers only (the browser counts their age from the page's arrival). */
export type DehydratedQueries = Record<string, { data: unknown }>;

/** A long browsing session must not keep every page it ever saw: the oldest answers go first. */
const MAX_ANSWERS = 300;

export class QueryCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private sealed = false;

  static keyOf(language: string, key: string): string {
    return `${language}|${key}`;
  }

  get(fullKey: string): CachedAnswer | undefined {
    return this.answers.get(fullKey);
  }

  /** An answer a page may show without asking again: a loader's, still fresh. */
  isFresh(fullKey: string, now = Date.now()): boolean {
    const answer = this.answers.get(fullKey);
    return Boolean(answer?.primed && now - answer.at < FRESH_FOR_MS);
  }

  set(fullKey: string, data: unknown, { at = Date.now(), primed = false }: { at?: number; primed?: boolean } = {}): void {
    if (this.sealed) return;
    this.answers.delete(fullKey);
    this.answers.set(fullKey, { data, at, primed });
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  /**
   * Runs `load` for `fullKey` unless a call for it is already on its way, in which case it joins that one:
   * a loader and the components showing the same answer never send the same call twice.
   */
  load<T>(fullKey: string, load: () => Promise<T>, options: { primed?: boolean } = {}): Promise<T> {
    const running = this.inFlight.get(fullKey) as Promise<T> | undefined;
    if (running) return running;
    const call = load().then(
      (data) => {
        this.inFlight.delete(fullKey);
        this.set(fullKey, data, options);
        return data;
      },
      (error: unknown) => {
        this.inFlight.delete(fullKey);
        throw error;
      },
    );
    this.inFlight.set(fullKey, call);
    return call;
  }

  delete(fullKey: string): void {
    this.answers.delete(fullKey);
  }

  /** Server rendering: the answers are final (the page and its data block are made from exactly these). */
  seal(): void {
    this.sealed = true;
  }

  /** Everything goes, e.g. when the signed-in shopper changes: one shopper's answers are never another's. */
  clear(): void {
    this.answers.clear();
    this.inFlight.clear();
  }

  /** The answers as plain data, for the HTML (see `serializeForScript`). */
  dehydrate(): DehydratedQueries {
    return Object.fromEntries([...this.answers].map(([key, { data }]) => [key, { data }]));
  }

  /**
   * The server's answers, loaded for this very page: primed, and counted as arriving with the page. The server
   * keeps a rendered page for a while (`revalidateMs` in the API's server rendering) and so decides how old a
   * page's data may be; were the browser to count from the server's load time instead, every visitor of a page
   * kept for more than FRESH_FOR_MS would fetch all of its data again and render it twice while hydrating.
   */
  static hydrate(queries: DehydratedQueries | undefined, now = Date.now()): QueryCache {
    const cache = new QueryCache();
    for (const [key, { data }] of Object.entries(queries ?? {})) cache.set(key, data, { at: now, primed: true });
    return cache;
  }
}
