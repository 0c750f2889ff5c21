import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisThrottleStore } from './redis-throttle-store';

const redisUrl = process.env.REDIS_URL ?? '';

describe.skipIf(!redisUrl)('Redis throttle store', () => {
  const prefix = `labmall:test-${randomBytes(6).toString('hex')}:throttle:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts under the prefix and opens the window only once', async () => {
    const store = createRedisThrottleStore(redis, prefix);
    const first = await store.hit('k', 10_000);
    expect(first.count).toBe(1);
    expect(first.retryAfterMs).toBeGreaterThan(9_000);
    await new Promise((r) => setTimeout(r, 300));
    const second = await store.hit('k', 10_000);
    expect(second.count).toBe(2);
    expect(second.retryAfterMs).toBeLessThan(first.retryAfterMs - 200); // not stretched by the second hit
    expect(await redis.get(`${prefix}k`)).toBe('2');
  });

  it('starts again after the window, and on reset', async () => {
    const store = createRedisThrottleStore(redis, prefix);
    await store.hit('short', 150);
    await store.hit('short', 150);
    await new Promise((r) => setTimeout(r, 250));
    expect((await store.hit('short', 150)).count).toBe(1);
    await store.hit('r', 10_000);
    await store.reset('r');
    expect(await redis.exists(`${prefix}r`)).toBe(0);
    expect((await store.hit('r', 10_000)).count).toBe(1);
  });
});
