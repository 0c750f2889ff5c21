import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { isPageError, type PageError } from '@labmall/shared/routing/page-error';
import { appStore } from '@labmall/shared/store/app-store';
import { provideFragmentLoader } from '@labmall/shared/ui/remote-slot';
import { productFixture } from '../features/product-detail/testing/product-fixture';
import ProductDetail from './product-detail';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const card = (id: number, name: string) => ({
  id, name, summary: '', image: `/media/products/${id}/1.svg`, brand: { id: 1, name: 'Brand' }, categoryId: 21,
  casNumber: null, formula: null, price: 10, marketPrice: null, inStock: true, sales: 1, skuCount: 1, isNew: false,
});

let replies: Record<string, FakeReply | (() => FakeReply)>;
let requests: InternalAxiosRequestConfig[];
const calls = (url: string) => requests.filter((r) => r.url === url);

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <p data-testid="caught">{isPageError(error) ? `${(error as PageError).status} ${error.message}` : 'other'}</p>;
  }
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/en/product/7']}>
      <Routes>
        <Route path="/:lang/product/:id" element={<Catch><ProductDetail /></Catch>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  provideFragmentLoader(async () => ({ default: () => <button type="button">cart button</button> }));
  vi.stubGlobal('__APP_NAME__', 'mf_catalog');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setLanguage('2');
  replies = {
    '/api/product/get': ok(productFixture()),
    '/api/productcomment/list': ok({ items: [], total: 0, page: 1, pageSize: 5 }),
    '/api/product/same': 'network',
    '/api/product/like': ok([card(8, 'Separator film'), card(9, 'Coin cell case')]),
    '/api/product/collocationproduct': { status: 500, body: { code: 500, message: 'Internal error', data: null } },
    '/api/product/batch-add-exposures-record': ok({ recorded: 2 }),
  };
  const fake = createFakeAdapter((config) => {
    const reply = replies[config.url ?? ''];
    return typeof reply === 'function' ? reply() : (reply ?? { status: 404, body: { code: 404, message: 'no route', data: null } });
  });
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});

afterEach(() => {
  apiClient.defaults.adapter = undefined;
  vi.unstubAllGlobals();
});

describe('product detail page', () => {
  it('shows the product, sets title, description and JSON-LD, and removes the JSON-LD on leaving', async () => {
    const { unmount } = renderPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull(); // skeleton first
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lithium hexafluorophosphate');
    expect(calls('/api/product/get')[0]?.params).toEqual({ id: 7 });
    expect(screen.getByRole('link', { name: 'Electrolytes' }).getAttribute('href')).toBe('/en/category?categoryId=21&title=Electrolytes');
    expect(screen.getByRole('table').textContent).toContain('White powder');
    await waitFor(() => expect(document.title).toMatch(/^Lithium hexafluorophosphate - /));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Battery-grade electrolyte salt.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/en/product/7`);

    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Product', name: 'Lithium hexafluorophosphate', sku: 'LM-2' });
    unmount();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('hides only the recommendation blocks that failed and reports what was shown, once', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Separator film' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'catalog.product.youMayAlsoLike' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'catalog.product.sameCategory' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'catalog.product.boughtTogether' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lithium hexafluorophosphate');
    await waitFor(() => expect(calls('/api/product/batch-add-exposures-record')).toHaveLength(1));
    expect(sentBody(calls('/api/product/batch-add-exposures-record')[0]!)).toEqual({ productIds: [8, 9], source: 'product_like' });

    // A language change reloads the texts but is not a new page view.
    act(() => appStore.getState().setLanguage('3'));
    await waitFor(() => expect(calls('/api/product/like')).toHaveLength(2));
    expect(calls('/api/product/get')).toHaveLength(2);
    expect(calls('/api/product/get')[1]?.headers.get('Accept-Language')).toBe('ja');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls('/api/product/batch-add-exposures-record')).toHaveLength(1);
  });

  it.each([
    [404, 'Product not found'],
    [410, 'This product is no longer on sale'],
  ])('throws a PageError %i for the shell error page', async (status, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replies['/api/product/get'] = { status, body: { code: status, message, data: null } };
    renderPage();
    expect((await screen.findByTestId('caught')).textContent).toBe(`${status} ${message}`);
    vi.mocked(console.error).mockRestore();
  });

  it('shows a retry block on a network error and loads on retry', async () => {
    replies['/api/product/get'] = 'network';
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('catalog.product.loadFailed');
    replies['/api/product/get'] = ok(productFixture());
    fireEvent.click(screen.getByRole('button', { name: 'catalog.product.retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lithium hexafluorophosphate');
  });
});
