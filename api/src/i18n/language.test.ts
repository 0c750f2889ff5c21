import { describe, expect, it } from 'vitest';
import { languageFromHeader, localize } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['ja', 'ja'],
    ['ko-KR', 'ko'],
    ['fr-FR,de;q=0.8', 'zh'],
    ['fr-FR,en;q=0.5,ja;q=0.8', 'ja'],
    ['en;q=0', 'zh'],
  ])('%s -> %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('localize', () => {
  it('falls back to zh when a translation is missing', () => {
    expect(localize({ zh: '电池', en: '' }, 'en')).toBe('电池');
    expect(localize({ zh: '电池', ja: '電池' }, 'ja')).toBe('電池');
  });
});
