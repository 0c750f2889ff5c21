/**
 * A value loaded on first use and kept in memory until invalidated. Concurrent first uses share one
 * load; a failed load is not kept. With `generation` (e.g. the catalogue's, lib/response-cache.ts) it is also
 * loaded again once that number moved: a staff edit on any replica then reaches every replica's copy.
 */
export function cachedValue<T>(load: () => Promise<T>, generation: () => number = () => 0) {
  let pending: Promise<T> | undefined;
  let loadedIn = generation();
  return {
    get(): Promise<T> {
      const now = generation();
      if (!pending || loadedIn !== now) {
        const attempt = load();
        pending = attempt;
        loadedIn = now;
        attempt.catch(() => {
          if (pending === attempt) pending = undefined;
        });
      }
      return pending;
    },
    invalidate(): void {
      pending = undefined;
    },
  };
}
