/** A translatable field as the back office API sends and takes it (every language required). */
export interface Localized {
  zh: string;
  en: string;
  ja: string;
  ko: string;
}

export const CONTENT_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const emptyLocalized = (): Localized => ({ zh: '', en: '', ja: '', ko: '' });

/** The text in the console's language (`zh`, `en`, `jp`, `kr` in the shop), else Chinese (the API's fallback). */
export function pickLocalized(text: Localized | string | null | undefined, shopLanguage: string): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  const code = ({ jp: 'ja', kr: 'ko' } as Record<string, ContentLanguage>)[shopLanguage] ?? (shopLanguage as ContentLanguage);
  return text[code] || text.zh;
}
