import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { GateRule } from './gate-rule';
import { createMemoryThrottleStore } from './memory-throttle-store';
import { createRedisThrottleStore } from './redis-throttle-store';
import type { ThrottleStore } from './throttle-store';

const redisUrl = process.env.REDIS_URL ?? '';
const prefix = `labmall:test-${randomBytes(6).toString('hex')}:gate:`;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

type Clock = { now: () => number; advance: (ms: number) => void };
const clock = (): Clock => {
  let time = 1_700_000_000_000;
  return { now: () => time, advance: (ms) => void (time += ms) };
};
const stores: Array<[string, (c: Clock) => ThrottleStore]> = [['memory', (c) => createMemoryThrottleStore(c.now)]];
if (redis) stores.push(['Redis', (c) => createRedisThrottleStore(redis, `${prefix}${randomBytes(4).toString('hex')}:`, c.now)]);

const rule: GateRule = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 60_000, sliding: false };

describe.each(stores)('gates in the %s store', (_, make) => {
  it('lets the free failures through, then waits 1 s, 2 s, 4 s … up to the cap', async () => {
    const c = clock();
    const store = make(c);
    for (let i = 0; i < 2; i++) {
      expect(await store.take('g', rule)).toBe(0);
      await store.fail('g', rule);
    }
    expect(await store.take('g', rule)).toBe(0);
    await store.fail('g', rule); // the third: from now on each attempt waits
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = await store.take('g', rule);
      waits.push(wait);
      c.advance(wait);
      expect(await store.take('g', rule)).toBe(0);
      await store.fail('g', rule);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('gives one turn per wait: a second attempt at the same moment must wait', async () => {
    const c = clock();
    const store = make(c);
    for (let i = 0; i < 3; i++) await store.fail('g', rule);
    c.advance(1000);
    expect(await store.take('g', rule)).toBe(0);
    expect(await store.take('g', rule)).toBe(2000);
  });

  it('forgets failures after the window, or on reset', async () => {
    const c = clock();
    const store = make(c);
    for (let i = 0; i < 3; i++) await store.fail('a', rule);
    for (let i = 0; i < 3; i++) await store.fail('b', rule);
    c.advance(60_000);
    expect(await store.take('a', rule)).toBe(0);
    await store.fail('a', rule);
    expect(await store.take('a', rule)).toBe(0); // one failure of a new window
    await store.reset('b');
    expect(await store.take('b', rule)).toBe(0);
    expect(await store.take('b', rule)).toBe(0);
  });

  it('a sliding window is kept open by each failure', async () => {
    const c = clock();
    const store = make(c);
    const sliding = { ...rule, sliding: true };
    for (let i = 0; i < 3; i++) {
      await store.fail('s', sliding);
      c.advance(40_000);
    }
    expect(await store.take('s', sliding)).toBe(0); // 80 s after the first failure, still slowed:
    expect(await store.take('s', sliding)).toBeGreaterThan(0);
  });

  it('counts each member once per window', async () => {
    const c = clock();
    const store = make(c);
    for (let i = 0; i < 10; i++) await store.fail('m', rule, 'same@lab.example');
    await store.fail('m', rule, 'other@lab.example');
    expect(await store.take('m', rule)).toBe(0);
    expect(await store.take('m', rule)).toBe(0);
    await store.fail('m', rule, 'third@lab.example');
    expect(await store.take('m', rule)).toBe(1000);
  });
});
