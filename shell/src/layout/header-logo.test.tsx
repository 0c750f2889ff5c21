import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { LANGUAGES } from '@labmall/shared/i18n/languages';
import { MemoryRouter } from '@labmall/shared/router';
import { appStore } from '@labmall/shared/store/app-store';
import zh from '../../../shared/src/i18n/locales/1.json';
import en from '../../../shared/src/i18n/locales/2.json';
import ja from '../../../shared/src/i18n/locales/3.json';
import ko from '../../../shared/src/i18n/locales/4.json';
import { HeaderLogo } from './header-logo';

const texts = { '1': zh, '2': en, '3': ja, '4': ko };

function renderLogo(language: (typeof LANGUAGES)[number]) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language.prefix, resources: { [language.prefix]: { translation: texts[language.code] } }, interpolation: { escapeValue: false } });
  appStore.getState().setLanguage(language.code);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${language.prefix}/category`]}>
        <HeaderLogo />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

// WCAG 2.5.3 label in name (axe's label-content-name-mismatch): a speech user says the words they see on the link.
describe.each(LANGUAGES)('the header logo link in $label', (language) => {
  it('has an accessible name that starts with its visible text, and leads home', () => {
    renderLogo(language);
    const siteName = texts[language.code].common.siteName;
    let name = '';
    const link = screen.getByRole('link', { name: (accessible) => ((name = accessible), true) });
    const visible = link.textContent!.replace(/\s+/g, ' ').trim();
    expect(visible).toBe(siteName);
    expect(name.startsWith(visible)).toBe(true);
    expect(name.length).toBeGreaterThan(visible.length); // it still says where it goes
    expect(link.getAttribute('href')).toBe(`/${language.prefix}/`);
  });
});
