import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPrice } from './currency';

describe('formatCurrency', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(1234567.891)).toBe('1,234,567.89');
    expect(formatCurrency(0)).toBe('0.00');
    expect(formatCurrency(12)).toBe('12.00');
  });

  it('accepts numeric strings', () => {
    expect(formatCurrency('1234.5')).toBe('1,234.50');
    expect(formatCurrency(' 99 ')).toBe('99.00');
    expect(formatCurrency('.5')).toBe('0.50');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCurrency(-1234.5)).toBe('-1,234.50');
    expect(formatCurrency('-0.5')).toBe('-0.50');
  });

  it('does not show a negative zero', () => {
    expect(formatCurrency(-0.001)).toBe('0.00');
  });

  it.each([[''], ['   '], [null], [undefined], [Number.NaN], ['abc'], ['12abc'], ['0x1f'], ['1,234.50'], [Infinity], ['Infinity']])(
    'shows "0" for %j',
    (value) => {
      expect(formatCurrency(value as string | number | null | undefined)).toBe('0');
    },
  );

  it('leaves the "--" placeholder as it is', () => {
    expect(formatCurrency('--')).toBe('--');
  });
});

describe('formatPrice', () => {
  it('puts the yuan sign before the formatted amount and keeps the placeholder bare', () => {
    expect(formatPrice(1234.5)).toBe('¥1,234.50');
    expect(formatPrice('')).toBe('¥0');
    expect(formatPrice('--')).toBe('--');
  });
});
