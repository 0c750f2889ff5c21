import type { GateRule } from './gate-rule';

/** The count of one key in its current window and how long until that window ends. */
export type ThrottleHit = { count: number; retryAfterMs: number };

/**
 * Rate-limit state. Two kinds, both in process (one replica) or in Redis (shared by every replica):
 * - fixed-window counters (`hit`): the first hit of a key opens a window of `windowMs`; every hit in it counts;
 * - gates (`take` / `fail`): failures recorded at a key slow its next attempts progressively (gate-rule.ts).
 */
export interface ThrottleStore {
  /** Counts one hit of `key` and returns the count so far in this window (this hit included). */
  hit(key: string, windowMs: number): Promise<ThrottleHit>;
  /** Forgets `key`, counter or gate (e.g. an account's failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Asks for a turn at gate `key`: 0 when the attempt may go ahead, else the milliseconds still to wait.
   * Once the gate is slowed, a turn given also starts the next wait, so parallel attempts cannot slip past.
   */
  take(key: string, rule: GateRule): Promise<number>;
  /** Records one failure at gate `key`; with `member`, only a member not yet failed in the window counts. */
  fail(key: string, rule: GateRule, member?: string): Promise<void>;
}
