import { describe, expect, it } from 'vitest';
import { createMemoryThrottleStore } from './memory-throttle-store';

describe('memory throttle store', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('counts hits of a key within a fixed window and says how long it has left', async () => {
    const c = clock();
    const store = createMemoryThrottleStore(c.now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, retryAfterMs: 60_000 });
    c.advance(20_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, retryAfterMs: 40_000 });
    expect(await store.hit('other', 60_000)).toEqual({ count: 1, retryAfterMs: 60_000 });
  });

  it('starts again once the window has ended (hits do not stretch it)', async () => {
    const c = clock();
    const store = createMemoryThrottleStore(c.now);
    for (let i = 0; i < 5; i++) {
      await store.hit('k', 60_000);
      c.advance(10_000);
    }
    c.advance(10_000); // 60 s after the first hit
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, retryAfterMs: 60_000 });
  });

  it('forgets a key on reset', async () => {
    const store = createMemoryThrottleStore(clock().now);
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.reset('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
  });
});
