/**
 * How a gate slows down: the first `free` failures cost nothing; from then on each further attempt waits
 * `baseDelayMs`, doubled per failure, never more than `maxDelayMs` (a delay, never a lock-out). The failures
 * are forgotten `windowMs` after the first one (`fixed`) or after the latest one (`sliding`).
 */
export type GateRule = { free: number; baseDelayMs: number; maxDelayMs: number; windowMs: number; sliding: boolean };

/** The wait that follows the `failures`-th failure. */
export function delayAfter(rule: GateRule, failures: number): number {
  if (failures < rule.free) return 0;
  // 2^30 s is past any cap: stop doubling there rather than overflow to Infinity.
  return Math.min(rule.baseDelayMs * 2 ** Math.min(failures - rule.free, 30), rule.maxDelayMs);
}

/** A gate's state, as both stores keep it (times in ms of the app's clock). */
export type GateState = { failures: number; notBefore: number; endsAt: number };

/** Ended once its window is over and no wait is left: then it starts again from nothing. */
export const gateEnded = (gate: GateState, now: number) => now >= gate.endsAt && now >= gate.notBefore;

/** The turn rule both stores apply (the Redis store runs the same steps in Lua). */
export function takeTurn(gate: GateState, rule: GateRule, now: number): number {
  if (now < gate.notBefore) return gate.notBefore - now;
  if (gate.failures >= rule.free) gate.notBefore = now + delayAfter(rule, gate.failures + 1);
  return 0;
}

/** Records a failure in `gate` (a new gate has failures 0 and endsAt 0). */
export function addFailure(gate: GateState, rule: GateRule, now: number): void {
  gate.failures += 1;
  if (gate.endsAt === 0 || rule.sliding) gate.endsAt = now + rule.windowMs;
  gate.notBefore = Math.max(gate.notBefore, now + delayAfter(rule, gate.failures));
}
