import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { provideFragmentLoader } from '@labmall/shared/ui/remote-slot';
import { appStore } from '@labmall/shared/store/app-store';
import SceneProduct from './scene-product';

const scenario = (id: number) => ({
  id, name: `Coin cell kit ${id}`, description: 'Everything for CR2032 cells', image: `/media/scenarios/${id}.svg`, itemCount: 2, price: 1234.5, inStock: true,
});
const sku = (id: number, stock: number) => ({
  id, code: `SKU-${id}`, spec: '99.9%', packageSize: '100 g', purity: null, price: 0.1, marketPrice: null, stock, maxPerOrder: 99, onSale: true,
});
const bundle = (id: number) => ({
  id, name: `Coin cell kit ${id}`, description: 'Everything for CR2032 cells', image: '', price: 1234.5,
  items: [
    { quantity: 3, sku: sku(11, 50), product: { id: 501, name: 'Lithium foil', image: '', brand: { id: 1, name: 'Kejing' } } },
    { quantity: 2, sku: sku(12, 0), product: { id: 502, name: 'Celgard 2400', image: '', brand: { id: 2, name: 'Celgard' } } },
  ],
});
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/productcategory/getscenarioizedprocurementlist') return ok([scenario(1), scenario(2)]);
    if (config.url === '/api/productcategory/getscenarioizedproduct') return ok(bundle(Number(config.params.id)));
    return { status: 404, body: { code: 404, message: 'nope', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return <button type="button" data-testid="location" onClick={() => navigate(-1)}>{location.search}</button>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes><Route path="/en/sceneProduct" element={<><SceneProduct /><Location /></>} /></Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_catalog');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setLanguage('2');
});
afterEach(() => {
  cleanup(); // before the globals go: a late answer must not re-render a page that needs them
  apiClient.defaults.adapter = undefined;
  provideFragmentLoader(() => Promise.reject(new Error('no loader')));
  vi.unstubAllGlobals();
});

describe('scenario procurement page', () => {
  it('keeps the chosen scenario in the URL, so back returns to the list without a bundle', async () => {
    const fake = serve();
    renderAt('/en/sceneProduct');
    const card = await screen.findByRole('link', { name: 'Coin cell kit 2' });
    expect(card.getAttribute('href')).toBe('/en/sceneProduct?id=2');
    fireEvent.click(card);
    expect(screen.getByTestId('location').textContent).toBe('?id=2');
    const table = await screen.findByRole('table');
    expect(fake.requests.at(-1)?.params).toEqual({ id: 2 });
    expect(fake.requests.at(-1)?.method).toBe('post');
    expect(screen.getByRole('link', { name: 'Coin cell kit 2', current: true })).toBeTruthy();
    fireEvent.click(screen.getByTestId('location'));
    expect(screen.getByTestId('location').textContent).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
    expect(table.isConnected).toBe(false);
  });

  it('opens the bundle of ?id= at once (a reload) with its items, line totals and stock states', async () => {
    serve();
    renderAt('/en/sceneProduct?id=1');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Lithium foil' }).getAttribute('href')).toBe('/en/product/501');
    expect(rows[1]!.textContent).toContain('SKU-11');
    expect(rows[1]!.textContent).toContain('¥0.30'); // 3 × 0.10 computed in fen, not 0.30000000000000004
    expect(rows[2]!.textContent).toContain('catalog.scene.stockStates.outOfStock');
    expect(rows.at(-1)!.textContent).toContain('¥1,234.50');
  });

  it('hands the bundle SKUs and quantities to the cart remote button', async () => {
    serve();
    const seen: unknown[] = [];
    provideFragmentLoader(async () => ({ default: (props: unknown) => { seen.push(props); return <button type="button">cart button</button>; } }));
    renderAt('/en/sceneProduct?id=1');
    await screen.findByRole('button', { name: 'cart button' });
    expect(seen.at(-1)).toEqual({ items: [{ skuId: 11, quantity: 3 }, { skuId: 12, quantity: 2 }], mode: 'cart' });
  });
});
