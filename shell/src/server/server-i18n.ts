import i18next, { type i18n as I18n } from 'i18next';
import { languageByCode, type LanguageCode } from '@labmall/shared/i18n/languages';

export type Translations = Record<string, unknown>;

const instances = new Map<LanguageCode, { texts: Translations; i18n: I18n }>();

/**
 * One i18next instance per language for server rendering, built from the same translation files the browser
 * fetches, and rebuilt when they change. A shared instance switched per request would mix languages between
 * concurrent renders.
 */
export function serverI18n(code: LanguageCode, texts: Translations): I18n {
  const known = instances.get(code);
  if (known?.texts === texts) return known.i18n;
  const lng = languageByCode(code).hreflang;
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { [lng]: { translation: texts } },
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  instances.set(code, { texts, i18n });
  return i18n;
}
