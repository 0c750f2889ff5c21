import { describe, expect, it } from 'vitest';
import { checkQuantity, lineAmount, maxQuantity } from './cart-line-rules';

describe('cart line rules', () => {
  it('limits a line to the stock and the per-order limit, whichever is less', () => {
    expect(maxQuantity({ stock: 3, maxPerOrder: 10 })).toBe(3);
    expect(maxQuantity({ stock: 50, maxPerOrder: 10 })).toBe(10);
    expect(maxQuantity({ stock: 0, maxPerOrder: 10 })).toBe(0);
  });

  it('accepts typed whole numbers within 1..max and says why it refuses the rest', () => {
    expect(checkQuantity(' 4 ', 5)).toEqual({ ok: true, quantity: 4 });
    expect(checkQuantity('0', 5)).toEqual({ ok: false, reason: 'tooSmall' });
    expect(checkQuantity('6', 5)).toEqual({ ok: false, reason: 'tooBig' });
    for (const text of ['', 'abc', '1.5', '-2', '2e3']) expect(checkQuantity(text, 5)).toEqual({ ok: false, reason: 'notWhole' });
  });

  it('multiplies in whole fen', () => {
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(19.99, 3)).toBe(59.97);
  });
});
