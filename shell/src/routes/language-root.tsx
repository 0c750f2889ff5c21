import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from '@labmall/shared/router';
import { languageByPrefix } from '@labmall/shared/i18n/languages';
import { activateLanguage } from '@labmall/shared/i18n/i18n';
import { resolveLanguageRedirect } from '@labmall/shared/routing/language-prefix';
import { getCookie, setCookie } from '@labmall/shared/storage/cookie-storage';
import { LANGUAGE_COOKIE } from '@labmall/shared/storage/keys';
import { useAppStore } from '@labmall/shared/store/app-store';

/**
 * Spec §5 language prefix rule. A path whose first segment is not zh/en/jp/kr is redirected to the same path
 * (query and hash kept) under the cookie's language; a prefixed path sets the language cookie and state.
 */
export function LanguageRoot() {
  const { lang } = useParams();
  const language = languageByPrefix(lang);
  const activeCode = useAppStore((s) => s.language.language);

  useEffect(() => {
    if (!language) return;
    setCookie(LANGUAGE_COOKIE, language.code);
    if (language.code !== activeCode) {
      void activateLanguage(language.code).catch((error) => console.warn('[i18n] language switch failed', error));
    }
  }, [language, activeCode]);

  if (!language) return <PrefixRedirect />;
  return <Outlet />;
}

/** Unprefixed paths (including `/`) go to the cookie's language, default zh. */
export function PrefixRedirect() {
  const location = useLocation();
  const target = resolveLanguageRedirect(location.pathname, location.search, location.hash, getCookie(LANGUAGE_COOKIE));
  return <Navigate to={target ?? '/zh/'} replace />;
}
