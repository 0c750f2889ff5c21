import type { Redis } from 'ioredis';
import type { ThrottleHit, ThrottleStore } from './throttle-store';

/**
 * Counters in Redis, shared by every replica. One MULTI opens the window only if the key is new
 * (SET NX PX: INCR keeps that expiry, so later hits never stretch the window), counts, and reads the time left.
 */
export function createRedisThrottleStore(redis: Redis, keyPrefix: string): ThrottleStore {
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
      await redis.del(keyPrefix + key);
    },
  };
}
