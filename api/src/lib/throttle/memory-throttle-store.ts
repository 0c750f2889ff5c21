import type { ThrottleHit, ThrottleStore } from './throttle-store';

const SWEEP_EVERY_MS = 60_000;

/** Counters in this process only: right for one replica (and tests); several replicas need Redis. */
export function createMemoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = now() + SWEEP_EVERY_MS;

  // Keys are client input (accounts, addresses): drop ended windows so the map cannot grow without bound.
  function sweep(time: number) {
    if (time < nextSweep) return;
    nextSweep = time + SWEEP_EVERY_MS;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  return {
    async hit(key: string, windowMs: number): Promise<ThrottleHit> {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, retryAfterMs: window.endsAt - time };
    },
    async reset(key: string): Promise<void> {
      windows.delete(key);
    },
  };
}
