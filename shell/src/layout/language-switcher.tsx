import { useLocation, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LANGUAGES, type LanguageCode } from '@labmall/shared/i18n/languages';
import { switchLanguagePath } from '@labmall/shared/routing/language-prefix';
import { useAppStore } from '@labmall/shared/store/app-store';

/** Switches language and stays on the same page (same path and query under the new prefix). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const code = useAppStore((s) => s.language.language);
  return (
    <label className="header-select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={code}
        onChange={(event) => navigate(switchLanguagePath(location.pathname, location.search, event.target.value as LanguageCode))}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
