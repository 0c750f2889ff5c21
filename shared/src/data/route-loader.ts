import type { LanguageCode } from '@labmall/shared/i18n/languages';
import { isPageError } from '@labmall/shared/routing/page-error';
import { QueryCache } from './query-cache';
import type { Query } from './query';

/**
 * What a page's loader is told about the request. Every exposed page module may export
 * `loader: RouteLoader` beside its component: the server runs it before rendering, the browser before the
 * route's first render on client-side navigation. It names the queries the page shows first; whatever it does
 * not prefetch (or what fails or is late) the page's components load themselves.
 */
export interface LoaderContext {
  /** The route's path parameters, and the props its route-table entry gives the page (e.g. `section`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  language: LanguageCode;
  /** Loads the query into the page's cache unless it is there; resolves to its data, or undefined if it failed or was late. */
  prefetch<T>(query: Query<T>): Promise<T | undefined>;
}

export type RouteLoader = (context: LoaderContext) => Promise<void>;

export interface LoaderRun {
  cache: QueryCache;
  language: LanguageCode;
  /** After this, a query's answer is not waited for (the server streams the page without it). */
  deadlineMs?: number;
  /** Told of every query the page goes without (failed or late): the server does not keep such a page. */
  onMiss?: (key: string, reason: unknown) => void;
}

const LATE = Symbol('late');

/** Resolves to LATE after `ms` (the call itself goes on and is simply not waited for). */
function within<T>(promise: Promise<T>, ms: number | undefined): Promise<T | typeof LATE> {
  if (ms === undefined) return promise;
  let cancel = () => undefined as void;
  const late = new Promise<typeof LATE>((resolve) => {
    const timer = setTimeout(() => resolve(LATE), ms);
    cancel = () => clearTimeout(timer);
  });
  return Promise.race([promise, late]).finally(() => cancel());
}

/**
 * The `prefetch` a loader gets. Failures are the components' to show, so they are swallowed here, except a
 * PageError (a query that turns 404/410 into one): that decides the whole page and its HTTP status.
 */
export function createPrefetch({ cache, language, deadlineMs, onMiss }: LoaderRun): LoaderContext['prefetch'] {
  return async <T>(query: Query<T>): Promise<T | undefined> => {
    const fullKey = QueryCache.keyOf(language, query.key);
    if (cache.isFresh(fullKey)) return cache.get(fullKey)!.data as T;
    const loading = cache.load(fullKey, () => query.load(), { primed: true });
    return within(loading, deadlineMs).then(
      (data) => {
        if (data !== LATE) return data;
        onMiss?.(query.key, new Error(`no answer within ${deadlineMs} ms`));
        return undefined;
      },
      (error: unknown) => {
        // A page error (404/410) is the loader's to decide; anything else leaves the block to load in the page.
        if (isPageError(error)) throw error;
        onMiss?.(query.key, error);
        return undefined;
      },
    );
  };
}
