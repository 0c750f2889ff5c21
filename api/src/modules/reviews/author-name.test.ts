import { describe, expect, it } from 'vitest';
import { maskAuthorName } from './author-name';

describe('maskAuthorName', () => {
  it.each([
    ['demo', 'd***o'],
    ['de***', 'd****'],
    ['138****5678', '1***8'],
    ['张三丰', '张***丰'],
    ['😀x😀', '😀***😀'],
    ['a', 'a***'],
    ['  ', '***'],
  ])('masks %j as %j', (nickname, masked) => {
    expect(maskAuthorName(nickname)).toBe(masked);
  });
});
