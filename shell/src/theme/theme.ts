import { appStore } from '@labmall/shared/store/app-store';
import type { ThemeName } from '@labmall/shared/store/slices/theme-slice';
import { getCookie, setCookie } from '@labmall/shared/storage/cookie-storage';
import { THEME_AUTO_COOKIE, THEME_COOKIE } from '@labmall/shared/storage/keys';

export type ThemeChoice = ThemeName | 'auto';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): ThemeName {
  return window.matchMedia?.(DARK_QUERY).matches === false ? 'light' : 'dark';
}

/** Spec §3/§9: dark unless the cookies say light, or auto (then the system decides). */
export function readThemeChoice(): ThemeChoice {
  if (getCookie(THEME_AUTO_COOKIE) === '1') return 'auto';
  return getCookie(THEME_COOKIE) === 'light' ? 'light' : 'dark';
}

function apply(choice: ThemeChoice): void {
  const theme = choice === 'auto' ? systemTheme() : choice;
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  appStore.getState().setTheme(theme, choice === 'auto');
}

/** The user's choice: kept in the `theme` and `themeAuto` cookies (spec §4) and applied at once. */
export function chooseTheme(choice: ThemeChoice): void {
  setCookie(THEME_AUTO_COOKIE, choice === 'auto' ? '1' : '0');
  if (choice !== 'auto') setCookie(THEME_COOKIE, choice);
  apply(choice);
}

/** Boot: apply the stored choice and follow system changes while on auto. */
export function initTheme(): void {
  apply(readThemeChoice());
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (readThemeChoice() === 'auto') apply('auto');
  });
}
