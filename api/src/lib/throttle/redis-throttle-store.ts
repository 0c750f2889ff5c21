import type { Redis } from 'ioredis';
import type { GateRule } from './gate-rule';
import { FAIL_SCRIPT, TAKE_SCRIPT } from './redis-gate-scripts';
import type { ThrottleHit, ThrottleStore } from './throttle-store';

const ruleArgs = (now: number, rule: GateRule) => [now, rule.free, rule.baseDelayMs, rule.maxDelayMs, rule.windowMs, rule.sliding ? '1' : '0'];

/**
 * State in Redis, shared by every replica. A counter: one MULTI opens the window only if the key is new
 * (SET NX PX: INCR keeps that expiry, so later hits never stretch the window), counts, and reads the time left.
 * A gate: one Lua script per step (redis-gate-scripts.ts), on the app's clock `now`.
 */
export function createRedisThrottleStore(redis: Redis, keyPrefix: string, now: () => number = Date.now): ThrottleStore {
  const gateKeys = (key: string) => [keyPrefix + key, `${keyPrefix}${key}:members`];
  return {
    async hit(key: string, windowMs: number): Promise<ThrottleHit> {
      const fullKey = keyPrefix + key;
      const replies = await redis.multi().set(fullKey, 0, 'PX', windowMs, 'NX').incr(fullKey).pttl(fullKey).exec();
      if (!replies) throw new Error('Redis discarded the throttle transaction');
      for (const [error] of replies) if (error) throw error;
      const count = Number(replies[1]![1]);
      const ttl = Number(replies[2]![1]);
      return { count, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async reset(key: string): Promise<void> {
      await redis.del(...gateKeys(key));
    },
    async take(key: string, rule: GateRule): Promise<number> {
      return Number(await redis.eval(TAKE_SCRIPT, 2, ...gateKeys(key), ...ruleArgs(now(), rule)));
    },
    async fail(key: string, rule: GateRule, member?: string): Promise<void> {
      await redis.eval(FAIL_SCRIPT, 2, ...gateKeys(key), ...ruleArgs(now(), rule), member ?? '');
    },
  };
}
