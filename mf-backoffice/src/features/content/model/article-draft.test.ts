import { describe, expect, it } from 'vitest';
import { emptyDraft, inputOf, isBlankHtml, missingIn } from './article-draft';

describe('article draft', () => {
  it('treats what an emptied editor leaves behind as blank, but not a lone picture', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('&nbsp; <div></div>')).toBe(true);
    expect(isBlankHtml('<p><img src="/api/content/file/3"></p>')).toBe(false);
  });

  it('sends only written languages, tags split on either comma, and the version of an edit', () => {
    const draft = { ...emptyDraft(), slug: ' cell-assembly ', title: { zh: '电池组装', en: 'Cell assembly', ja: ' ', ko: '' }, body: { zh: '<p>正文</p>', en: '<p><br></p>', ja: '', ko: '' }, tags: { zh: '电池， 组装', en: 'cells, ,assembly', ja: '', ko: '' } };
    expect(missingIn(draft)).toEqual(['en', 'ja', 'ko']);
    expect(inputOf(draft, { id: 4, version: 'v1' })).toEqual({
      id: 4, version: 'v1', slug: 'cell-assembly', section: 'guide', author: '',
      title: { zh: '电池组装', en: 'Cell assembly' }, summary: {}, body: { zh: '<p>正文</p>' },
      tags: { zh: ['电池', '组装'], en: ['cells', 'assembly'] },
    });
  });
});
