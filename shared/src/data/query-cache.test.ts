import { describe, expect, it } from 'vitest';
import { FRESH_FOR_MS, QueryCache } from './query-cache';

describe('QueryCache.hydrate', () => {
  it("counts the server's answers as arriving with the page, however long the server kept it", () => {
    const arrived = 1_000_000;
    // A page the server rendered a minute ago (older pages still carry the server's load time).
    const cache = QueryCache.hydrate({ '1|hot-words': { data: ['LiPF6'], at: arrived - 60_000 } as { data: unknown } }, arrived);
    expect(cache.get('1|hot-words')).toEqual({ data: ['LiPF6'], at: arrived, primed: true });
    expect(cache.isFresh('1|hot-words', arrived + FRESH_FOR_MS - 1)).toBe(true);
    expect(cache.isFresh('1|hot-words', arrived + FRESH_FOR_MS)).toBe(false);
  });

  it('embeds only the answers, and reads back what it embedded', () => {
    const cache = new QueryCache();
    cache.set('2|category-tree', [{ id: 1 }], { at: 5, primed: true });
    expect(cache.dehydrate()).toEqual({ '2|category-tree': { data: [{ id: 1 }] } });
    expect(QueryCache.hydrate(cache.dehydrate(), 9).get('2|category-tree')).toEqual({ data: [{ id: 1 }], at: 9, primed: true });
  });
});
