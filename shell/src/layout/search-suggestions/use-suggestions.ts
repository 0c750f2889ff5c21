import { useEffect, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { getSuggestions, type Suggestions } from './get-suggestions';

/** Waits for a pause in typing before asking: one request per word, not per key. */
export const DEBOUNCE_MS = 200;
const CACHE_LIMIT = 50;

// Per language and keyword for the page's life: typing back over a word, or retyping it, asks nothing.
const cache = new Map<string, Suggestions>();

function remember(key: string, value: Suggestions) {
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** Only for tests: every test starts with an empty cache. */
export function clearSuggestionCache() {
  cache.clear();
}

/**
 * Suggestions for the keyword. A newer keyword aborts the request of the older one, and an answer is only
 * shown for the keyword it was asked for, so a slow old answer never replaces a newer one. While the next
 * answer is on its way the last one stays (no flicker at every key).
 */
export function useSuggestions(keyword: string): Suggestions | undefined {
  const language = useAppStore((s) => s.language.language);
  const term = keyword.trim().slice(0, 100);
  const key = `${language}|${term}`;
  const [shown, setShown] = useState<Suggestions>();

  useEffect(() => {
    if (!term || cache.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(term, controller.signal).then(
        (value) => {
          remember(key, value);
          if (!controller.signal.aborted) setShown(value);
        },
        () => undefined, // no suggestions is fine: the search itself still works
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, term]);

  if (!term) return undefined;
  return cache.get(key) ?? shown;
}
