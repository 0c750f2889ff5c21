import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, useLocation, useNavigate } from '@labmall/shared/router';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { ProductListRequest } from '../api/get-products';
import { ProductList } from './product-list';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));

const product = (id: number) => ({
  id, name: `Product ${id}`, summary: '', image: `/media/products/${id}/1.svg`, brand: { id: 1, name: 'Kejing' }, categoryId: 7,
  casNumber: null, formula: null, price: 10, marketPrice: null, inStock: true, sales: 0, skuCount: 1, isNew: false,
});
const brands = [{ id: 1, name: 'Kejing', count: 30 }, { id: 2, name: 'MTI', count: 12 }, { id: 3, name: 'Aladdin', count: 3 }];

let answer: (body: ProductListRequest) => FakeReply;
let bodies: ProductListRequest[];
const listOf = (total: number) => (body: ProductListRequest): FakeReply => ({
  body: { code: 200, message: 'ok', data: {
    items: Array.from({ length: Math.max(0, Math.min(20, total - (body.page - 1) * 20)) }, (_, i) => product((body.page - 1) * 20 + i + 1)),
    total, page: body.page, pageSize: 20, facets: { brands, price: { min: 1, max: 900 } },
  } },
});

beforeEach(() => {
  bodies = [];
  answer = listOf(45);
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const body = sentBody(config) as ProductListRequest;
    bodies.push(body);
    return answer(body);
  }).adapter;
});
afterEach(() => (apiClient.defaults.adapter = undefined));

let goBack: () => void;
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  goBack = () => navigate(-1);
  return <div data-testid="search">{location.search}</div>;
}

function renderList(url: string, props: { keyword?: string; categoryId?: number } = { categoryId: 7 }) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProductList {...props} renderProduct={(p) => <span>{p.name}</span>} emptyExtra={<p>hot words here</p>} />
      <Probe />
    </MemoryRouter>,
  );
}
const urlQuery = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const loaded = () => screen.findByText(/Products found/);

describe('product list: state in the URL', () => {
  it('reads every filter, the sort and the page from the URL into the request and the controls', async () => {
    renderList('/zh/category?categoryId=7&brand=1,3&min=10&max=500&stock=1&sort=price_asc&page=2');
    await loaded();
    expect(bodies.at(-1)).toEqual({ page: 2, pageSize: 20, categoryId: 7, brandIds: [1, 3], minPrice: 10, maxPrice: 500, inStock: true, sort: 'price_asc' });
    expect((screen.getByLabelText('Kejing (30)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('MTI (12)') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Minimum price (yuan)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Maximum price (yuan)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('In stock only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_asc');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('writes a filter change to the URL and starts again at page 1; back restores the earlier list', async () => {
    renderList('/zh/category?categoryId=7&brand=1&sort=newest&page=3');
    await loaded();
    fireEvent.click(screen.getByLabelText('MTI (12)'));
    await waitFor(() => expect(urlQuery().get('brand')).toBe('1,2'));
    expect(urlQuery().get('page')).toBeNull();
    expect(urlQuery().get('categoryId')).toBe('7');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, brandIds: [1, 2], sort: 'newest' }));

    act(() => goBack());
    await waitFor(() => expect(urlQuery().get('page')).toBe('3'));
    // Shown again at once from the page's cache, and asked for again in case it changed.
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 3, brandIds: [1] }));
    expect((screen.getByLabelText('MTI (12)') as HTMLInputElement).checked).toBe(false);
  });

  it('applies the price range with its button and the stock filter at once', async () => {
    renderList('/zh/category?categoryId=7&page=2');
    await loaded();
    fireEvent.change(screen.getByLabelText('Minimum price (yuan)'), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Maximum price (yuan)'), { target: { value: '20.5' } });
    expect(urlQuery().get('min')).toBeNull(); // typing alone changes nothing
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlQuery().toString()).toBe('categoryId=7&min=20.5&max=800'));
    fireEvent.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(urlQuery().get('stock')).toBe('1'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, minPrice: 20.5, maxPrice: 800, inStock: true }));
  });

  it('changes the sort (back to page 1) and leaves the default out of the URL', async () => {
    renderList('/zh/search?keyword=LiPF6&page=2', { keyword: 'LiPF6' });
    await loaded();
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    fireEvent.change(sort, { target: { value: 'price_desc' } });
    await waitFor(() => expect(urlQuery().toString()).toBe('keyword=LiPF6&sort=price_desc'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: 'LiPF6', sort: 'price_desc', page: 1 }));
    fireEvent.change(sort, { target: { value: 'relevance' } });
    await waitFor(() => expect(urlQuery().toString()).toBe('keyword=LiPF6'));
  });

  it('pages with links and moves focus to the results heading', async () => {
    renderList('/zh/category?categoryId=7&stock=1');
    await loaded();
    expect(screen.getByText('Product 1')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('link').map((a) => a.textContent)).toEqual(['1', '2', '3', 'Next']);
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(urlQuery().get('page')).toBe('2'));
    expect(urlQuery().get('stock')).toBe('1');
    await screen.findByText('Product 21');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' }));
    expect(screen.getByRole('status').textContent).toBe('Products found: 45');
  });
});

describe('product list: loading, empty and error states', () => {
  it('shows an empty state whose action clears the filters only', async () => {
    answer = listOf(0);
    renderList('/zh/category?categoryId=7&title=Cells&brand=2&stock=1&sort=newest');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('No products match these filters.');
    expect(screen.getByText('hot words here')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(urlQuery().toString()).toBe('categoryId=7&title=Cells&sort=newest'));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    answer = () => ({ status: 500, body: { code: 500, message: 'down', data: null } });
    renderList('/zh/category?categoryId=7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    answer = listOf(3);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Product 3');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull(); // one page: no pagination
  });
});
