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
    expect(within(region).getByText('Danger')).toBeTruthy();
    expect(within(region).getByText('Toxic if swallowed', { exact: false })).toBeTruthy();
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['SDS (中文, PDF)', 'SDS (English, PDF)', 'SDS (日本語, PDF)', 'SDS (한국어, PDF)']);
    expect(links[1]!.getAttribute('href')).toBe('/api/safety/sds?productId=90301&lang=en');
  });

  it('says a product needs no label when it is not classified, and shows nothing for equipment', () => {
    const { container, rerender } = render(<HazardSection product={{ id: 1, hazard: { pictograms: [], signalWord: null, statements: [], unNumber: null }, sdsLanguages: ['en'] }} />);
    expect(screen.getByText(/Not classified as hazardous/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<HazardSection product={{ id: 2, hazard: null, sdsLanguages: [] }} />);
    expect(container.textContent).toBe('');
  });
});
