import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import Search from './search';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const emptyPage = ok({ items: [], total: 0, page: 1, pageSize: 20, facets: { brands: [], price: { min: 0, max: 0 } } });

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/product/page-get-products') return emptyPage;
    if (config.url === '/api/home/hotwords') return ok(['NMC811', 'LiPF6']);
    return { status: 404, body: { code: 404, message: 'nope', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_catalog');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setLanguage('2');
});
afterEach(() => {
  cleanup(); // before the globals go
  apiClient.defaults.adapter = undefined;
  vi.unstubAllGlobals();
});

describe('search page', () => {
  it('searches the keyword and offers hot words as links when nothing is found', async () => {
    const fake = serve();
    render(<MemoryRouter initialEntries={['/en/search?keyword=%20graphene%20']}><Search /></MemoryRouter>);
    expect(await screen.findByText('search.noResults')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'LiPF6' })).getAttribute('href')).toBe('/en/search?keyword=LiPF6');
    const body = sentBody(fake.requests.find((r) => r.url === '/api/product/page-get-products')!);
    expect(body).toEqual({ page: 1, pageSize: 20, keyword: 'graphene' });
  });

  it('without a keyword asks for no products and shows the hot words', async () => {
    const fake = serve();
    render(<MemoryRouter initialEntries={['/en/search']}><Search /></MemoryRouter>);
    expect(await screen.findByRole('link', { name: 'NMC811' })).toBeTruthy();
    expect(screen.getByText('search.noKeyword')).toBeTruthy();
    expect(fake.requests.map((r) => r.url)).toEqual(['/api/home/hotwords']);
  });
});
