/**
 * A read call a page shows, named so the route's loader and the component that shows it ask for the very same
 * thing: `{ key: 'hot-words', load: getHotWords }`. The key must change whenever the answer would (ids, filters);
 * the language is added by the cache.
 */
export interface Query<T> {
  key: string;
  load: (signal?: AbortSignal) => Promise<T>;
}
