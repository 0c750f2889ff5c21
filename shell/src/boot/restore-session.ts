import { appStore } from '@labmall/shared/store/app-store';
import { getToken } from '@labmall/shared/auth/tokens';
import { takeTokenFromUrl } from '@labmall/shared/auth/token-from-url';
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, languageByPrefix, type LanguageCode } from '@labmall/shared/i18n/languages';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { getCookie } from '@labmall/shared/storage/cookie-storage';
import { LANGUAGE_COOKIE } from '@labmall/shared/storage/keys';

/** Spec §5: a `?token=` in the URL is taken and stored, and removed from the address bar. */
export function restoreSession(): void {
  const cleanUrl = takeTokenFromUrl(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  if (cleanUrl !== null) window.history.replaceState(window.history.state, '', cleanUrl);
  appStore.getState().setUserToken(getToken() ?? '');
}

/** The language to load first: the URL prefix, else the cookie, else zh (code 1). */
export function startingLanguage(): LanguageCode {
  const fromPath = languageByPrefix(splitLanguagePrefix(window.location.pathname).prefix ?? undefined);
  if (fromPath) return fromPath.code;
  const fromCookie = getCookie(LANGUAGE_COOKIE);
  return isLanguageCode(fromCookie) ? fromCookie : DEFAULT_LANGUAGE_CODE;
}
