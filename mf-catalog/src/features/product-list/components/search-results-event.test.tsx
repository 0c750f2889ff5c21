import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@labmall/shared/router';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { connectBusinessEvents } from '@labmall/shared/analytics/business-events';
import { ProductList } from './product-list';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));
afterEach(() => (apiClient.defaults.adapter = undefined));

describe("a search's results", () => {
  it('tell the owner reports how many products were found, once for the keyword, and a category list tells nothing', async () => {
    const sent = vi.fn();
    connectBusinessEvents(sent);
    apiClient.defaults.adapter = createFakeAdapter(() => ({
      body: { code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20, facets: { brands: [], price: { min: 0, max: 0 } } } },
    })).adapter;
    const { unmount } = render(<MemoryRouter initialEntries={['/en/search?keyword=sodium+foil']}><ProductList keyword="sodium foil" renderProduct={() => null} /></MemoryRouter>);
    await waitFor(() => expect(sent).toHaveBeenCalledWith('search_results', { result_count: 0 }));
    unmount();
    render(<MemoryRouter initialEntries={['/en/category?categoryId=3']}><ProductList categoryId={3} renderProduct={() => null} /></MemoryRouter>);
    render(<MemoryRouter initialEntries={['/en/search?keyword=sodium+foil']}><ProductList keyword="sodium foil" renderProduct={() => null} /></MemoryRouter>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
