import { describe, expect, it, vi } from 'vitest';
import { createFavouriteStore } from './favourite-store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourite store', () => {
  it('asks for every heart that mounts together in one call, and never again for a known id', async () => {
    const check = vi.fn(async (ids: number[]) => ids.filter((id) => id % 2 === 0));
    const store = createFavouriteStore(check);
    for (const id of [1, 2, 3, 4, 2]) store.request(id);
    expect(store.get(2)).toBeUndefined();
    await tick();
    await tick();
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith([1, 2, 3, 4]);
    expect([1, 2, 3, 4].map((id) => store.get(id))).toEqual([false, true, false, true]);
    store.request(2);
    await tick();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps what hearts of the same shopper asked for: only a new shopper forgets', async () => {
    const check = vi.fn(async (ids: number[]) => ids);
    const store = createFavouriteStore(check);
    for (const id of [1, 2, 3]) {
      store.forUser('alice'); // every heart of a grid says whose it is before asking
      store.request(id);
    }
    await tick();
    await tick();
    expect(check).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('splits more than 100 ids into calls of 100', async () => {
    const check = vi.fn(async (_ids: number[]) => [] as number[]);
    const store = createFavouriteStore(check);
    for (let id = 1; id <= 150; id += 1) store.request(id);
    await tick();
    await tick();
    expect(check.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50]);
  });

  it('drops an answer that arrives after the shopper changed, and notifies readers', async () => {
    let answer: (ids: number[]) => void = () => undefined;
    const store = createFavouriteStore(() => new Promise((resolve) => (answer = resolve)));
    const listener = vi.fn();
    store.subscribe(listener);
    store.forUser('alice');
    store.request(7);
    await tick();
    store.forUser('bob');
    answer([7]);
    await tick();
    expect(store.get(7)).toBeUndefined();
    expect(listener).toHaveBeenCalled();
  });
});
