import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@labmall/shared/store/app-store';
import { activateLanguage, i18n } from './i18n';

const texts: Record<string, Record<string, unknown>> = {
  '1': { header: { search: '搜索' } },
  '2': { header: { search: 'Search' } },
};

describe('activateLanguage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the fetched texts to i18next and the store, and switches back and forth without a second fetch', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const code = /\/(\d)\.json\?r=\w+$/.exec(url)![1]!;
      fetched.push(code);
      return new Response(JSON.stringify(texts[code]), { status: 200 });
    }));
    await activateLanguage('2');
    expect(i18n.t('header.search')).toBe('Search');
    expect(appStore.getState().language).toMatchObject({ language: '2', languageJSON: texts['2'] });
    expect(document.documentElement.lang).toBe('en');
    await activateLanguage('1');
    expect(i18n.t('header.search')).toBe('搜索');
    await activateLanguage('2');
    expect(i18n.t('header.search')).toBe('Search');
    expect(fetched).toEqual(['2', '1']);
  });
});
