import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from './highlight';

describe('help search highlighting', () => {
  it('marks every occurrence of any term, case-insensitively, keeping the text as it was', () => {
    expect(highlight('Invoice and INVOICE title', ['invoice'])).toEqual([
      { text: 'Invoice', match: true },
      { text: ' and ', match: false },
      { text: 'INVOICE', match: true },
      { text: ' title', match: false },
    ]);
  });

  it('treats markup and regular-expression characters in the text and terms as plain text', () => {
    const parts = highlight('<img src=x onerror=alert(1)> (a+b)', ['(a+b)', '<img']);
    expect(parts).toEqual([
      { text: '<img', match: true },
      { text: ' src=x onerror=alert(1)> ', match: false },
      { text: '(a+b)', match: true },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> (a+b)');
  });

  it('matches Chinese text, which has no spaces between words', () => {
    expect(highlight('如何申请发票？', ['发票'])).toEqual([
      { text: '如何申请', match: false },
      { text: '发票', match: true },
      { text: '？', match: false },
    ]);
  });

  it('cuts an excerpt around the first match', () => {
    const text = `${'a '.repeat(200)}refund window ${'b '.repeat(200)}`;
    const cut = excerpt(text, ['refund'], 60);
    expect(cut).toContain('refund');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
  });
});
