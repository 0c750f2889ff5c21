/**
 * A value loaded on first use and kept in memory until invalidated. Concurrent first uses share one
 * load; a failed load is not kept. The cache is per process: with several replicas a write only
 * invalidates its own (acceptable for rarely edited data such as categories).
 */
export function cachedValue<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (!pending) {
        const attempt = load();
        pending = attempt;
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
