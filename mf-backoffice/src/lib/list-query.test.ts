import { describe, expect, it } from 'vitest';
import { isoDay, listParams, oneOf, readListPaging, type ListPaging } from './list-query';

const SORTS = ['createdAt', 'code'] as const;
const read = (query: string, order?: 'asc' | 'desc') => readListPaging(new URLSearchParams(query), SORTS, 'createdAt', order);

describe('a console list query', () => {
  it('reads page, size, sort and order, falling back to the defaults for anything missing or unknown', () => {
    expect(read('page=3&pageSize=50&sort=code&order=asc')).toEqual({ page: 3, pageSize: 50, sort: 'code', order: 'asc' });
    expect(read('page=0&pageSize=30&sort=price&order=up')).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
    expect(read('page=1.5&pageSize=-20')).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
    expect(read('', 'asc').order).toBe('asc');
    expect(read('order=desc', 'asc').order).toBe('desc');
  });

  it('keeps only known values and real days as filters', () => {
    expect(oneOf(SORTS, 'code')).toBe('code');
    expect(oneOf(SORTS, 'CODE')).toBe('');
    expect(oneOf(SORTS, null)).toBe('');
    expect(isoDay('2026-11-02')).toBe('2026-11-02');
    expect(isoDay('2.11.2026')).toBe('');
  });

  it('writes paging first, then each filter that filters something, trimmed, in the order given', () => {
    type Query = ListPaging<'code'> & { q: string; status: string; categoryId: number | null; lowStock: boolean };
    const query: Query = { page: 2, pageSize: 20, sort: 'code', order: 'asc', q: '  gloves ', status: '', categoryId: 12, lowStock: true };
    const params = listParams(query, ['status', 'lowStock', 'q', 'categoryId']);
    expect(new URLSearchParams(params).toString()).toBe('page=2&pageSize=20&sort=code&order=asc&lowStock=true&q=gloves&categoryId=12');
    expect(listParams({ ...query, q: ' ', categoryId: null, lowStock: false }, ['q', 'categoryId', 'lowStock'])).toEqual({ page: '2', pageSize: '20', sort: 'code', order: 'asc' });
  });
});
