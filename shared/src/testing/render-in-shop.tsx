// Test helpers for the remotes' component tests (imported by *.test.tsx only, never by code that ships): a component
// rendered as the shell renders it, with the real texts and the router.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { MemoryRouter, useLocation, useNavigate } from '@labmall/shared/router';
import { appStore } from '@labmall/shared/store/app-store';
// The texts are data, not a module with state: read from beside it (no package export names JSON files).
// eslint-disable-next-line no-restricted-imports
import zh from '../i18n/locales/1.json';
// eslint-disable-next-line no-restricted-imports
import en from '../i18n/locales/2.json';

let navigateInTest: ((delta: number) => void) | null = null;

/** Keeps where the router is (read it with `currentUrl()`) and lets a test go back and forward. */
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  navigateInTest = (delta) => void navigate(delta);
  return <output data-testid="url" hidden>{`${location.pathname}${location.search}`}</output>;
}

export interface ShopOptions {
  /** Where the router starts; by default the page `startPath` of `language`. */
  url?: string;
  language?: 'en' | 'zh';
}

/**
 * Renders `ui` in the shop as the shell would: the real texts of `language`, inside the router at `url`, which is
 * `/<language><startPath>` unless given (each remote starts at its own home page).
 */
export function renderInShop(ui: ReactNode, { url, language = 'en' }: ShopOptions, startPath: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { en: { translation: en }, zh: { translation: zh } }, interpolation: { escapeValue: false } });
  appStore.getState().setLanguage(language === 'en' ? '2' : '1');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url ?? `/${language}${startPath}`]}>
        {ui}
        <RouterProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The path and query the router is at, e.g. after a click on a link. */
export const currentUrl = () => document.querySelector('[data-testid="url"]')?.textContent;

/** The browser's back (-1) and forward (1) buttons. */
export function goInHistory(delta: number) {
  act(() => navigateInTest?.(delta));
}
