import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, goInHistory, renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import { ProductsTable } from './products-table';

const row = (id: number, name: string) => ({ id, name, categoryId: 7, categoryName: 'Nano materials', brand: 'LabMall', status: 'on_sale',
  skuCount: 2, stock: id * 10, minPrice: 12.5, updatedAt: '2026-11-20T10:00:00.000Z' });
const tree = [{ id: 7, parentId: 0, sort: 1, icon: '', name: { zh: '纳米材料', en: 'Nano materials', ja: 'ナノ材料', ko: '나노 소재' }, productCount: 2, children: [] }];

/** The products API: answers every page with the rows of `page`, and records what the table asked. */
function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/categories') return { body: { code: 200, message: 'ok', data: tree } };
    if (config.url === '/api/backoffice/catalogue/products') {
      const page = Number(config.params.page);
      return { body: { code: 200, message: 'ok', data: { items: [row(page * 100 + 1, `Graphene ${page}`), row(page * 100 + 2, `Lithium foil ${page}`)], total: 45, page, pageSize: 20 } } };
    }
    if (config.url === '/api/backoffice/catalogue/products/status') return { body: { code: 200, message: 'ok', data: null } };
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const productCalls = (requests: ReturnType<typeof serve>) => requests.filter((r) => r.url === '/api/backoffice/catalogue/products').map((r) => r.params);

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('products table', () => {
  it('asks the server for the URL’s page, sort and filters, and shows its answer', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<ProductsTable />, { url: '/en/backoffice/products?page=2&sort=stock&order=asc&q=graph&categoryId=7&status=on_sale&lowStock=true' });
    expect(await screen.findByRole('link', { name: 'Graphene 2' })).toBeTruthy();
    expect(productCalls(requests)[0]).toEqual({ page: '2', pageSize: '20', sort: 'stock', order: 'asc', q: 'graph', categoryId: '7', status: 'on_sale', lowStock: 'true' });
    expect(screen.getByRole('table', { name: 'Products (45 found)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByText('Page 2 of 3 (45 in all)')).toBeTruthy();
  });

  it('sorts, filters and pages through the server, keeping each step in the URL so back undoes it', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<ProductsTable />, { url: '/en/backoffice/products' });
    await screen.findByRole('link', { name: 'Graphene 1' });
    expect(productCalls(requests)[0]).toMatchObject({ page: '1', sort: 'updatedAt', order: 'desc' });

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    await screen.findByRole('button', { name: 'Sort by Name, descending' });
    expect(productCalls(requests).at(-1)).toMatchObject({ sort: 'name', order: 'asc', page: '1' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Name, brand, CAS or SKU code' }), { target: { value: 'foil' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low on stock only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('link', { name: 'Graphene 1' });
    expect(productCalls(requests).at(-1)).toEqual({ page: '1', pageSize: '20', sort: 'name', order: 'asc', q: 'foil', lowStock: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Graphene 2' })).toBeTruthy();
    expect(currentUrl()).toBe('/en/backoffice/products?page=2&pageSize=20&sort=name&order=asc&q=foil&lowStock=true');

    goInHistory(-1);
    expect(await screen.findByRole('link', { name: 'Graphene 1' })).toBeTruthy();
    expect(currentUrl()).toBe('/en/backoffice/products?page=1&pageSize=20&sort=name&order=asc&q=foil&lowStock=true');
  });

  it('puts the checked products off sale in one call and says so', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<ProductsTable />, { url: '/en/backoffice/products' });
    await screen.findByRole('link', { name: 'Graphene 1' });
    const takeOff = screen.getByRole('button', { name: 'Take off sale' }) as HTMLButtonElement;
    expect(takeOff.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Graphene 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lithium foil 1' }));
    fireEvent.click(takeOff);
    expect((await screen.findByText('Products taken off sale: 2.')).closest('[role="status"]')).toBeTruthy();
    const call = requests.find((r) => r.url === '/api/backoffice/catalogue/products/status')!;
    expect(sentBody(call)).toEqual({ ids: [101, 102], status: 'off_sale' });
    expect(within(screen.getByRole('group', { name: 'Change the selected products' })).getByText('Selected: 0')).toBeTruthy();
  });

  it('shows the server’s reason when the page cannot be read, with a retry', async () => {
    apiClient.defaults.adapter = createFakeAdapter((config) => config.url === '/api/backoffice/catalogue/products'
      ? { status: 403, body: { code: 403, message: 'Sign in with your second factor to use the staff console', data: null } }
      : { body: { code: 200, message: 'ok', data: [] } }).adapter;
    signInStaff('catalogue');
    renderInShop(<ProductsTable />, { url: '/en/backoffice/products' });
    const reason = await screen.findByText('Sign in with your second factor to use the staff console');
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when no product matches', async () => {
    apiClient.defaults.adapter = createFakeAdapter((config) => ({ body: { code: 200, message: 'ok',
      data: config.url === '/api/backoffice/catalogue/products' ? { items: [], total: 0, page: 1, pageSize: 20 } : [] } })).adapter;
    signInStaff('catalogue');
    renderInShop(<ProductsTable />, { url: '/en/backoffice/products?q=nothing' });
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
  });
});
