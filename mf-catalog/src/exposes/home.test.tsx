import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import Home from './home';

const product = (id: number) => ({
  id, name: `Product ${id}`, summary: '', image: `/media/products/${id}/1.svg`, brand: { id: 1, name: 'Kejing' },
  categoryId: 1, casNumber: null, formula: null, price: 99.5, marketPrice: null, inStock: true, sales: 10, skuCount: 1, isNew: false,
});
const banner = (id: number) => ({ id, title: `Banner ${id}`, subtitle: '', image: `/media/banners/${id}.svg`, link: '/sceneProduct' });
const multi = {
  metaKeyword: 'lithium foil,coin cell,glove box',
  carousel: [banner(1), banner(2)],
  serviceImages: [banner(3)],
  recommended: [product(1), product(2)],
  newProducts: [product(3)],
};
const ranking = [{ category: { id: 1, name: 'Battery Experiments' }, items: [product(4)] }];
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

let failRankings = true;
function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/newrecommend/multi') return ok(multi);
    if (config.url === '/api/home/hotwords') return ok(['NMC811', 'LiPF6']);
    if (config.url === '/api/yxranking/productranking') return failRankings ? { status: 500, body: { code: 500, message: 'Ranking down', data: null } } : ok(ranking);
    return { status: 404, body: { code: 404, message: 'nope', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_catalog');
  vi.stubGlobal('__APP_VERSION__', 'test');
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
  appStore.getState().setLanguage('2');
  appStore.getState().setHomeData({ metaKeyword: '', carouselData: [], serviceImgData: [], recommendData: [], newProductData: [] });
  failRankings = true;
});
afterEach(() => {
  cleanup(); // before the globals go: a late answer must not re-render a page that needs them
  apiClient.defaults.adapter = undefined;
  vi.unstubAllGlobals();
});

const renderHome = () => render(<MemoryRouter initialEntries={['/en/']}><Home /></MemoryRouter>);

describe('home page', () => {
  it('fills the store home slice and the keywords meta from one call', async () => {
    const fake = serve();
    renderHome();
    await screen.findByText('Banner 1');
    // The page copies its answer into the slice in an effect, after the render that shows it.
    await waitFor(() => expect(appStore.getState().home.metaKeyword).toBe(multi.metaKeyword));
    const { home } = appStore.getState();
    expect(home.metaKeyword).toBe(multi.metaKeyword);
    expect(home.carouselData).toEqual(multi.carousel);
    expect(home.serviceImgData).toEqual(multi.serviceImages);
    expect(home.recommendData).toEqual(multi.recommended);
    expect(home.newProductData).toEqual(multi.newProducts);
    await waitFor(() => expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(multi.metaKeyword));
    expect(fake.requests.filter((r) => r.url === '/api/newrecommend/multi')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'NMC811' }).getAttribute('href')).toBe('/en/search?keyword=NMC811');
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/en/product/1');
  });

  it('shows a retry for a failed block while the others render, and the retry loads it', async () => {
    serve();
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ranking down');
    expect(screen.getByText('Banner 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product 3' })).toBeTruthy();
    failRankings = false;
    fireEvent.click(screen.getByRole('button', { name: 'remote.retry' }));
    expect(await screen.findByRole('tab', { name: 'Battery Experiments' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
