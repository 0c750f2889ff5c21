import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import Template from './template';

const product = (id: number, categoryId: number) => ({
  id, name: `Best seller ${categoryId}-${id}`, summary: '', image: '', brand: { id: 1, name: 'Kejing' }, categoryId,
  casNumber: null, formula: null, price: 12, marketPrice: null, inStock: true, sales: 100 - id, skuCount: 1, isNew: false,
});

function serve() {
  const fake = createFakeAdapter((config) => {
    const { categoryId } = sentBody(config) as { categoryId: number };
    return { body: { code: 200, message: 'ok', data: { items: [product(1, categoryId)], total: 1, page: 1, pageSize: 8 } } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_catalog');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setLanguage('2');
  appStore.getState().setCategoryAll([
    { id: 1, parentId: 0, name: 'Battery Experiments' },
    { id: 8, parentId: 0, name: 'Electrode Materials' },
  ]);
});
afterEach(() => {
  cleanup(); // before the globals go: a late answer must not re-render a page that needs them
  apiClient.defaults.adapter = undefined;
  appStore.getState().setCategoryAll([]);
  vi.unstubAllGlobals();
});

const renderAt = (url: string) =>
  render(<MemoryRouter initialEntries={[url]}><Routes><Route path="/en/template" element={<Template />} /></Routes></MemoryRouter>);

describe('template landing page', () => {
  it('shows the best sellers of category 1 by default and switches with ?categoryId=', async () => {
    const fake = serve();
    renderAt('/en/template');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('catalog.template.headline');
    await screen.findByRole('link', { name: 'Best seller 1-1' });
    // The best seller has no image: its card keeps an empty square, not an <img src=""> (which fetches the page).
    expect(document.querySelector('.product-card-media img')).toBeNull();
    expect(document.querySelectorAll('.product-card-media [aria-hidden="true"]')).toHaveLength(1);
    const products = fake.requests.find((request) => request.url === '/api/product/page-get-products')!;
    expect(sentBody(products)).toEqual({ page: 1, pageSize: 8, categoryId: 1, sort: 'sales' });
    const switchTo = screen.getByRole('link', { name: 'Electrode Materials' });
    expect(switchTo.getAttribute('href')).toBe('/en/template?categoryId=8');
    fireEvent.click(switchTo);
    await screen.findByRole('link', { name: 'Best seller 8-1' });
    expect(screen.getByRole('link', { name: 'Electrode Materials' }).getAttribute('aria-current')).toBe('true');
  });

  it('links each highlight to its category page', () => {
    serve();
    renderAt('/en/template?categoryId=abc');
    const links = screen.getAllByRole('link', { name: 'catalog.template.shopCategory' });
    expect(links.map((a) => a.getAttribute('href')?.split('&')[0])).toEqual([
      '/en/category?categoryId=8', '/en/category?categoryId=9', '/en/category?categoryId=7', '/en/category?categoryId=6',
    ]);
  });
});
