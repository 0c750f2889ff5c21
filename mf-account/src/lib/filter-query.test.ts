import { describe, expect, it } from 'vitest';
import { filterQuery } from './filter-query';

const sources = filterQuery('source', ['order', 'task', 'exchange', 'adjustment'] as const);
const read = (search: string) => sources.read(new URLSearchParams(search));
const search = (base: string, query: Parameters<typeof sources.search>[1]) => sources.search(new URLSearchParams(base), query);

describe('a list\'s filter and page in the URL', () => {
  it('reads the filter and the page', () => {
    expect(read('?source=task&page=3')).toEqual({ filter: 'task', page: 3 });
    expect(read('')).toEqual({ filter: null, page: 1 });
  });

  it('reads anything it does not know as all, page 1', () => {
    expect(read('?source=bonus&page=0')).toEqual({ filter: null, page: 1 });
    expect(read('?source=&page=abc')).toEqual({ filter: null, page: 1 });
    expect(read('?page=2.5')).toEqual({ filter: null, page: 1 });
    expect(read('?page=-1')).toEqual({ filter: null, page: 1 });
    expect(read('?page=100001')).toEqual({ filter: null, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(search('', { filter: null, page: 1 })).toBe('');
    expect(search('', { filter: 'order', page: 1 })).toBe('?source=order');
    expect(search('', { filter: null, page: 2 })).toBe('?page=2');
    expect(search('', { filter: 'exchange', page: 4 })).toBe('?source=exchange&page=4');
  });

  it('replaces its own parameters and keeps the others', () => {
    expect(search('?page=3&utm=mail&source=task', { filter: 'order', page: 1 })).toBe('?utm=mail&source=order');
    expect(search('?utm=mail&source=task&page=3', { filter: null, page: 1 })).toBe('?utm=mail');
  });
});
