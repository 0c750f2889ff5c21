import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { HazardSection } from './hazard-section';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));

const lipf6 = {
  id: 90301,
  hazard: {
    pictograms: ['GHS05', 'GHS06', 'GHS08'],
    signalWord: 'danger' as const,
    statements: [{ code: 'H301', text: 'Toxic if swallowed' }, { code: 'H314', text: 'Causes severe skin burns and eye damage' }],
    unNumber: null,
  },
  sdsLanguages: ['zh', 'en', 'ja', 'ko'],
};

describe('hazard section', () => {
  it('names each pictogram, shows the signal word and the statements, and links an SDS per language', () => {
    render(<HazardSection product={lipf6} />);
    const region = screen.getByRole('region', { name: 'Safety information (GHS)' });
    const pictograms = within(region).getAllByRole('img');
    expect(pictograms.map((p) => p.getAttribute('aria-label'))).toEqual(['GHS05 Corrosive', 'GHS06 Acute toxicity', 'GHS08 Health hazard']);
    expect(within(region).getByText('Danger').parentElement!.textContent).toBe('Signal word: Danger');
    const statements = within(region).getByRole('heading', { name: 'Hazard statements' }).nextElementSibling!;
    expect(within(statements as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'H301 Toxic if swallowed',
      'H314 Causes severe skin burns and eye damage',
    ]);
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['SDS (中文, PDF)', 'SDS (English, PDF)', 'SDS (日本語, PDF)', 'SDS (한국어, PDF)']);
    expect(links[1]!.getAttribute('href')).toBe('/api/safety/sds?productId=90301&lang=en');
  });

  it('says a product needs no label when it is not classified, and shows nothing for equipment', () => {
    const { container, rerender } = render(<HazardSection product={{ id: 1, hazard: { pictograms: [], signalWord: null, statements: [], unNumber: null }, sdsLanguages: ['en'] }} />);
    const region = screen.getByRole('region', { name: 'Safety information (GHS)' });
    expect(within(region).getByText(/Not classified as hazardous/).textContent).toBe('Not classified as hazardous under GHS: no hazard label is required.');
    expect(within(region).queryByText(/Signal word/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<HazardSection product={{ id: 2, hazard: null, sdsLanguages: [] }} />);
    expect(container.textContent).toBe('');
  });
});
