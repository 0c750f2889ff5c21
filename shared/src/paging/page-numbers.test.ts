import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('page numbers', () => {
  it('shows nothing for a single page and every page for a few', () => {
    expect(pageNumbers(1, 1)).toEqual([]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageNumbers(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('still offers the way back from a page past the end', () => {
    expect(pageNumbers(30, 5)).toEqual([1, 'gap', 5]);
  });
});
