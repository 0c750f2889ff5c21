/** The four shop languages. The numeric code ("1"–"4") is what the spec stores in the cookie and state. */
export const LANGUAGES = [
  { code: '1', prefix: 'zh', htmlLang: 'zh-CN', hreflang: 'zh', label: '中文' },
  { code: '2', prefix: 'en', htmlLang: 'en', hreflang: 'en', label: 'English' },
  { code: '3', prefix: 'jp', htmlLang: 'ja', hreflang: 'ja', label: '日本語' },
  { code: '4', prefix: 'kr', htmlLang: 'ko', hreflang: 'ko', label: '한국어' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export type LanguagePrefix = Language['prefix'];

/** Spec §9: default language code 1 = zh. */
export const DEFAULT_LANGUAGE_CODE: LanguageCode = '1';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function isLanguagePrefix(value: unknown): value is LanguagePrefix {
  return LANGUAGES.some((l) => l.prefix === value);
}

export function languageByCode(code: string | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function languageByPrefix(prefix: string | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.prefix === prefix);
}
