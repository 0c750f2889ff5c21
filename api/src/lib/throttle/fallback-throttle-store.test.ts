import { describe, expect, it } from 'vitest';
import { createFallbackThrottleStore } from './fallback-throttle-store';
import { createMemoryThrottleStore } from './memory-throttle-store';
import type { ThrottleStore } from './throttle-store';

describe('fallback throttle store', () => {
  const setUp = () => {
    const shared = createMemoryThrottleStore();
    let broken = false;
    let up = true;
    const flaky: ThrottleStore = {
      hit: (...args) => (broken ? Promise.reject(new Error('Connection is closed')) : shared.hit(...args)),
      reset: (key) => shared.reset(key),
      take: (...args) => shared.take(...args),
      fail: (...args) => shared.fail(...args),
    };
    const logged: string[] = [];
    const log = { warn: (m: string) => logged.push(`warn: ${m}`), info: (m: string) => logged.push(`info: ${m}`) };
    const fallback = createFallbackThrottleStore(flaky, createMemoryThrottleStore(), { isUp: () => up, log });
    return { ...fallback, shared, logged, breakIt: (b: boolean) => void (broken = b), setUp: (u: boolean) => void (up = u) };
  };

  it('counts in the primary while it answers', async () => {
    const s = setUp();
    await s.store.hit('k', 60_000);
    expect((await s.shared.hit('k', 60_000)).count).toBe(2);
    expect(s.status).toEqual({ active: false, outages: 0, fallbackCalls: 0 });
  });

  it('counts in its own store while the primary fails, warns once, and goes back when it answers', async () => {
    const s = setUp();
    s.breakIt(true);
    expect((await s.store.hit('k', 60_000)).count).toBe(1);
    expect((await s.store.hit('k', 60_000)).count).toBe(2);
    expect(s.status).toEqual({ active: true, outages: 1, fallbackCalls: 2 });
    expect(s.logged).toEqual([expect.stringMatching(/^warn: throttle store: Redis is unreachable/)]);
    s.breakIt(false);
    expect((await s.store.hit('k', 60_000)).count).toBe(1); // the shared count again
    expect(s.status.active).toBe(false);
    expect(s.logged).toHaveLength(2);
    expect(s.logged[1]).toMatch(/^info: throttle store: Redis answers again/);
  });

  it('does not even try a primary known to be down', async () => {
    const s = setUp();
    s.setUp(false);
    await s.store.hit('k', 60_000);
    expect((await s.shared.hit('k', 60_000)).count).toBe(1);
    expect(s.status.outages).toBe(1);
  });
});
