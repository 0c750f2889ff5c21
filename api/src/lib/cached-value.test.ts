import { describe, expect, it, vi } from 'vitest';
import { cachedValue } from './cached-value';

describe('cachedValue', () => {
  it('loads once, shares the load, reloads after invalidate', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    const cache = cachedValue(load);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const cache = cachedValue(load);
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('up');
  });

  it('loads again once the generation it follows has moved', async () => {
    let n = 0;
    let generation = 0;
    const cache = cachedValue(async () => ++n, () => generation);
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    generation += 1;
    expect(await cache.get()).toBe(2);
    expect(await cache.get()).toBe(2);
  });
});
