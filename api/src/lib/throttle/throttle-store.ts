/** The count of one key in its current window and how long until that window ends. */
export type ThrottleHit = { count: number; retryAfterMs: number };

/**
 * Fixed-window counters for rate limits: the first hit of a key opens a window of `windowMs`; every hit
 * in it counts, and the count starts again after it. Two implementations: in process (one replica) and
 * Redis (shared by every replica).
 */
export interface ThrottleStore {
  /** Counts one hit of `key` and returns the count so far in this window (this hit included). */
  hit(key: string, windowMs: number): Promise<ThrottleHit>;
  /** Forgets `key` (e.g. an account's failures after a successful sign-in). */
  reset(key: string): Promise<void>;
}
