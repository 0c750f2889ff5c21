import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { chooseTheme, type ThemeChoice } from '../theme/theme';

/** Dark (default), light, or auto following the system; kept in cookies. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme, themeAuto } = useAppStore((s) => s.theme);
  const value: ThemeChoice = themeAuto ? 'auto' : theme;
  return (
    <label className="header-select">
      <span className="visually-hidden">{t('header.theme')}</span>
      <select value={value} onChange={(event) => chooseTheme(event.target.value as ThemeChoice)}>
        <option value="dark">{t('header.themeDark')}</option>
        <option value="light">{t('header.themeLight')}</option>
        <option value="auto">{t('header.themeAuto')}</option>
      </select>
    </label>
  );
}
