import { describe, expect, it } from 'vitest';
import { compileRouteTable } from './route-table';

const table = compileRouteTable({
  languages: ['zh', 'en', 'jp', 'kr'],
  routes: ['/', '/login', '/product/:id', '/help/:section/:name', '/study/*'],
  params: { id: '^[1-9][0-9]*$' },
});

describe('compileRouteTable', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/login', true],
    ['/login/', true],
    ['/product/12', true],
    ['/product/0', false],
    ['/product/abc', false],
    ['/product', false],
    ['/product/12/extra', false],
    ['/help/faq/%E7%94%B5%E6%B1%A0', true],
    ['/help/faq/%E0%A4%A', false],
    ['/study/guide/3', true],
    ['/study', false],
    ['/nowhere', false],
  ])('%s -> %s', (path, expected) => {
    expect(table.matches(path)).toBe(expected);
  });

  it('rejects a malformed file', () => {
    expect(() => compileRouteTable({ routes: 'nope' })).toThrow();
    expect(() => compileRouteTable({ routes: ['/a/:id'], params: { id: '([' } })).toThrow();
  });

  it('defaults the languages', () => {
    expect(compileRouteTable({ routes: [] }).languages).toEqual(['zh', 'en', 'jp', 'kr']);
  });
});
