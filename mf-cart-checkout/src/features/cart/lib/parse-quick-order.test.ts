import { describe, expect, it } from 'vitest';
import { MAX_QUICK_ORDER_LINES, parseQuickOrder } from './parse-quick-order';

const pairs = (text: string) => parseQuickOrder(text).items.map((item) => [item.lineNumber, item.skuCode, item.quantity]);

describe('parseQuickOrder', () => {
  it('reads a code and a quantity per line, separated by spaces, a tab (Excel), a comma or a full-width comma', () => {
    expect(pairs('LM-0903-0001-25G 2\nLM-0101-0002-V1\t5\nLM-0202-0003-1KG,3\nLM-0202-0004-V2，4\nLM-1\u30007')).toEqual([
      [1, 'LM-0903-0001-25G', 2], [2, 'LM-0101-0002-V1', 5], [3, 'LM-0202-0003-1KG', 3], [4, 'LM-0202-0004-V2', 4], [5, 'LM-1', 7],
    ]);
  });

  it('takes 1 when the quantity is left out, upper-cases codes and keeps Windows line ends apart', () => {
    expect(pairs('lm-0903-0001-25g\r\nLM-0101-0002-V1 , \r\n')).toEqual([[1, 'LM-0903-0001-25G', 1], [2, 'LM-0101-0002-V1', 1]]);
  });

  it('skips blank lines but keeps counting them, so line numbers match the box', () => {
    const result = parseQuickOrder('\n  \nLM-1 2\n\n\t\nLM-2 3\n');
    expect(result.items.map((item) => item.lineNumber)).toEqual([3, 6]);
    expect(result.items[1]!.text).toBe('LM-2 3');
    expect(result.malformed).toEqual([]);
  });

  it('reports malformed lines with their number and reason instead of guessing', () => {
    const result = parseQuickOrder('LM-1 2\nLM-2 two\nLM-3 0\nLM-4 1.5\nLM-5 -3\n#bad! 2\nLM-6 2 3\nLM-7 10000\nLM-8 9999');
    expect(result.malformed).toEqual([
      { lineNumber: 2, text: 'LM-2 two', problem: 'badQuantity' },
      { lineNumber: 3, text: 'LM-3 0', problem: 'badQuantity' },
      { lineNumber: 4, text: 'LM-4 1.5', problem: 'badQuantity' },
      { lineNumber: 5, text: 'LM-5 -3', problem: 'badQuantity' },
      { lineNumber: 6, text: '#bad! 2', problem: 'badCode' },
      { lineNumber: 7, text: 'LM-6 2 3', problem: 'tooManyFields' },
      { lineNumber: 8, text: 'LM-7 10000', problem: 'badQuantity' },
    ]);
    expect(pairs('LM-1 2\nLM-8 9999')).toEqual([[1, 'LM-1', 2], [2, 'LM-8', 9999]]);
  });

  it('refuses a code longer than the 40 characters the API accepts', () => {
    expect(parseQuickOrder(`${'A'.repeat(40)} 1`).malformed).toEqual([]);
    expect(parseQuickOrder(`${'A'.repeat(41)} 1`).malformed[0]!.problem).toBe('badCode');
  });

  it('flags more than 100 non-blank lines (blank ones do not count)', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `LM-${i + 1} 1`).join('\n\n');
    expect(parseQuickOrder(lines(MAX_QUICK_ORDER_LINES)).tooMany).toBe(false);
    expect(parseQuickOrder(lines(MAX_QUICK_ORDER_LINES + 1)).tooMany).toBe(true);
    expect(parseQuickOrder(`${lines(MAX_QUICK_ORDER_LINES)}\nLM-x zz`).tooMany).toBe(true);
  });

  it('finds nothing in an empty or blank box', () => {
    expect(parseQuickOrder('')).toEqual({ items: [], malformed: [], tooMany: false });
    expect(parseQuickOrder(' \n\t\n')).toEqual({ items: [], malformed: [], tooMany: false });
  });
});
