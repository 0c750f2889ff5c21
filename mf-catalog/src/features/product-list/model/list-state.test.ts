import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    const state = readListState(new URLSearchParams('brand=1,3&min=10&max=500&stock=1&sort=price_asc&page=2'));
    expect(state).toEqual({ brandIds: [1, 3], minPrice: 10, maxPrice: 500, inStock: true, sort: 'price_asc', page: 2 });
  });

  it('writes back what it read, keeping the parameters it does not own', () => {
    const query = 'categoryId=7&title=Cells&brand=1%2C3&min=10.5&max=500&stock=1&sort=price_desc&page=2';
    const params = new URLSearchParams(query);
    expect(writeListState(params, readListState(params)).toString()).toBe(query);
  });

  it('leaves defaults out of the URL', () => {
    const params = writeListState(new URLSearchParams('keyword=LiPF6&page=3&stock=1'), { brandIds: [], inStock: false, page: 1 });
    expect(params.toString()).toBe('keyword=LiPF6');
  });

  it('drops hand-edited nonsense instead of failing', () => {
    const state = readListState(new URLSearchParams('brand=2,x,-1,2,0&min=-5&max=1e9&stock=yes&sort=cheap&page=0'));
    expect(state).toEqual({ brandIds: [2], minPrice: undefined, maxPrice: undefined, inStock: false, sort: undefined, page: 1 });
  });

  it('swaps a minimum above the maximum', () => {
    expect(readListState(new URLSearchParams('min=500&max=10'))).toMatchObject({ minPrice: 10, maxPrice: 500 });
  });
});
