import { describe, expect, it } from 'vitest';
import { readOrderListQuery, writeOrderListQuery } from './list-query';

const read = (search: string) => readOrderListQuery(new URLSearchParams(search));

describe('order list query', () => {
  it('reads the tab, keyword and page', () => {
    expect(read('status=shipped&keyword=%20foil%20&page=3')).toEqual({ status: 'shipped', keyword: 'foil', page: 3 });
  });

  it('falls back to all / no keyword / page 1 for missing or hand-edited values', () => {
    expect(read('')).toEqual({ status: null, keyword: '', page: 1 });
    expect(read('status=lost&page=0')).toEqual({ status: null, keyword: '', page: 1 });
    expect(read('page=-2').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('utm=mail&page=4');
    expect(writeOrderListQuery(base, { status: 'unpaid', keyword: 'LM2026', page: 1 }).toString()).toBe('utm=mail&status=unpaid&keyword=LM2026');
    expect(writeOrderListQuery(base, { status: null, keyword: ' ', page: 2 }).toString()).toBe('utm=mail&page=2');
  });
});
