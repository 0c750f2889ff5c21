import { describe, expect, it } from 'vitest';
import { buildSearchText } from './search-text';

const lipf6 = {
  name: { zh: '六氟磷酸锂', en: 'Lithium hexafluorophosphate', ja: '六フッ化リン酸リチウム', ko: '육불화인산리튬' },
  brand: 'Hanxin Materials',
  casNumber: '21324-40-3',
  formula: 'LiPF6',
  skuCodes: ['LM-0903-0001-25G', 'LM-0903-0001-100G'],
  categoryName: { zh: '锂盐', en: 'Lithium Salts', ja: 'リチウム塩', ko: '리튬염' },
};

describe('buildSearchText', () => {
  it('joins every searchable spelling, lower-cased', () => {
    expect(buildSearchText(lipf6)).toBe(
      '六氟磷酸锂 lithium hexafluorophosphate 六フッ化リン酸リチウム 육불화인산리튬 hanxin materials 21324-40-3 lipf6 ' +
        'lm-0903-0001-25g lm-0903-0001-100g 锂盐 lithium salts リチウム塩 리튬염',
    );
  });

  it('finds a keyword typed in any language or case as a substring', () => {
    const text = buildSearchText(lipf6);
    for (const keyword of ['LiPF6', '六氟磷酸', 'Hexafluoro', 'リン酸リチウム', '육불화', '21324-40-3', 'lm-0903-0001-25G', 'HANXIN']) {
      expect(text).toContain(keyword.toLowerCase());
    }
  });

  it('skips missing parts, collapses whitespace and keeps each spelling once', () => {
    const text = buildSearchText({
      name: { zh: '  丁腈手套\n（无粉） ', en: 'Nitrile gloves', ja: 'Nitrile gloves', ko: '' },
      brand: 'Labwell',
      casNumber: null,
      skuCodes: [],
    });
    expect(text).toBe('丁腈手套 （无粉） nitrile gloves labwell');
  });
});
