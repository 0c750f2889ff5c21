import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { appStore } from '@labmall/shared/store/app-store';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { languageByCode, type LanguageCode } from './languages';

/**
 * The shop's one i18next instance (shared as a singleton through Module Federation). Resources are not bundled:
 * they are fetched per language from the file host of /config.json (spec §7), so texts change without a rebuild.
 */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

function ensureInitialised(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    resources: {},
    lng: languageByCode(appStore.getState().language.language).hreflang,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return initialised;
}

/** `GET {fileHost}/{n}.json?r=<random>`: the random parameter defeats stale caches in front of the file host. */
export function translationUrl(code: LanguageCode, fileHost = getRuntimeConfig().fileHost): string {
  const base = fileHost.replace(/\/+$/, '');
  return `${base}/${code}.json?r=${Math.random().toString(36).slice(2)}`;
}

const loaded = new Map<LanguageCode, Record<string, unknown>>();

async function fetchTranslations(code: LanguageCode): Promise<Record<string, unknown>> {
  const cached = loaded.get(code);
  if (cached) return cached;
  const response = await fetch(translationUrl(code));
  if (!response.ok) throw new Error(`translations ${code}: HTTP ${response.status}`);
  const json = (await response.json()) as Record<string, unknown>;
  loaded.set(code, json);
  return json;
}

/**
 * Makes `code` the active language: fetches its texts into `languageJSON` and i18next, switches i18next and
 * the store, and sets `<html lang>`. Cookie and URL prefix are the caller's (the shell's) business.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  await ensureInitialised();
  const language = languageByCode(code);
  const texts = await fetchTranslations(language.code);
  // The fetched texts replace the language's bundle as they are: no deep merge and no copy (i18next copies a bundle
  // through JSON by default, a second parse of the whole file on a phone's boot). Nothing mutates `texts`.
  i18n.addResourceBundle(language.hreflang, 'translation', texts, false, true, { skipCopy: true });
  await i18n.changeLanguage(language.hreflang);
  const { setLanguage, setLanguageJSON } = appStore.getState();
  setLanguageJSON(texts);
  setLanguage(language.code);
  document.documentElement.lang = language.htmlLang;
}
