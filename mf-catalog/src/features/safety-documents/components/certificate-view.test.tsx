import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@labmall/shared/router';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { CertificateFinder } from './certificate-finder';
import { CertificateView } from './certificate-view';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));

describe('certificate of analysis', () => {
  it('shows the lot, its product, each result and the PDF download', () => {
    render(
      <MemoryRouter>
        <CertificateView certificate={{
          lotNumber: 'B90301-1A', product: { id: 90301, name: 'Lithium hexafluorophosphate', casNumber: '21324-40-3', formula: 'LiPF6' },
          sku: { code: 'LM-0903-0001-25G', spec: '25 g', packageSize: '25 g' }, manufacturedOn: '2026-01-20', expiresOn: '2028-01-20',
          results: [{ test: 'water', name: 'Water content', spec: '≤ 20 ppm', result: '8.4 ppm', method: 'Karl Fischer, coulometric' }],
          pdfUrl: '/api/safety/certificate/pdf?lot=B90301-1A',
        }} />
      </MemoryRouter>,
    );
    const article = screen.getByRole('article', { name: 'Certificate of analysis, lot B90301-1A' });
    const facts = [...article.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Product', 'Lithium hexafluorophosphate'],
      ['SKU and package', 'LM-0903-0001-25G · 25 g'],
      ['CAS No.', '21324-40-3'],
      ['Manufactured', '2026-01-20'],
      ['Expiry date', '2028-01-20'],
    ]);
    expect(within(article).getByRole('link', { name: 'Lithium hexafluorophosphate' }).getAttribute('href')).toBe('/zh/product/90301');
    const results = within(article).getByRole('table', { name: 'Test results' });
    expect(within(results).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Test', 'Specification', 'Result', 'Method'],
      ['Water content', '≤ 20 ppm', '8.4 ppm', 'Karl Fischer, coulometric'],
    ]);
    expect(screen.getByRole('link', { name: 'Download PDF (B90301-1A)' }).getAttribute('href')).toBe('/api/safety/certificate/pdf?lot=B90301-1A');
  });

  it('the finder hands over the typed lot normalised (spaces gone, upper case)', () => {
    const onFind = vi.fn();
    render(<CertificateFinder initial="" onFind={onFind} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Lot number' }), { target: { value: ' b90301 -1a ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find certificate' }));
    expect(onFind).toHaveBeenCalledWith('B90301-1A');
  });
});
