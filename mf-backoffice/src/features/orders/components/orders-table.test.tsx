import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, goInHistory, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { OrdersTable } from './orders-table';

const row = (orderNo: string, status = 'paid') => ({
  orderNo, status, createdAt: '2026-11-20T02:00:00.000Z', payAmount: 1221, paymentMethod: 'alipay',
  buyerAccount: 'li@lab.edu.cn', institution: 'Institute of Physics', invoiceType: 'special', itemCount: 3,
});

/** The list call: every page answers two rows named after it; `requests` records what the table asked. */
function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url !== '/api/backoffice/orders/list') return { status: 404, body: { code: 404, message: 'Not found', data: null } };
    const page = Number(config.params.page);
    return { body: { code: 200, message: 'ok', data: { items: [row(`LM2026112010000${page}`), row(`LM2026112020000${page}`, 'unpaid')], total: 45, page, pageSize: 20 } } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('orders table', () => {
  it('asks the server for the URL’s filters, sort and page, and links each order to its detail', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<OrdersTable />, { url: '/en/backoffice/orders?page=2&status=paid&from=2026-11-01&to=2026-11-30&buyer=li&institution=physics&invoiceType=special&q=LM2026&sort=payAmount&order=asc' });
    const link = await screen.findByRole('link', { name: 'LM20261120100002' });
    expect(link.getAttribute('href')).toBe('/en/backoffice/order?orderNo=LM20261120100002');
    expect(requests[0]!.params).toEqual({
      page: '2', pageSize: '20', sort: 'payAmount', order: 'asc', q: 'LM2026', from: '2026-11-01', to: '2026-11-30', buyer: 'li', institution: 'physics', status: 'paid', invoiceType: 'special',
    });
    expect(screen.getByRole('table', { name: 'Orders (45 found)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('cell', { name: 'Paid, to ship' })).toHaveLength(1);
    expect(screen.getAllByRole('cell', { name: 'Special VAT' })).toHaveLength(2);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('paid');
  });

  it('filters on Apply (Enter), sorts and pages through the server, each step in the URL so back undoes it', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<OrdersTable />, { url: '/en/backoffice/orders' });
    await screen.findByRole('link', { name: 'LM20261120100001' });
    expect(requests[0]!.params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc' });

    const search = screen.getByRole('searchbox', { name: 'Order number' });
    fireEvent.change(search, { target: { value: ' lm20261120 ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'unpaid' } });
    fireEvent.submit(search.closest('form')!);
    await screen.findByRole('link', { name: 'LM20261120100001' });
    expect(requests.at(-1)!.params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc', q: 'lm20261120', status: 'unpaid' });
    expect(document.activeElement === search || document.activeElement === document.body).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Order number, ascending' }));
    await screen.findByRole('button', { name: 'Sort by Order number, descending' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'LM20261120100002' })).toBeTruthy();
    expect(currentUrl()).toBe('/en/backoffice/orders?page=2&pageSize=20&sort=orderNo&order=asc&q=lm20261120&status=unpaid');

    goInHistory(-1);
    expect(await screen.findByRole('link', { name: 'LM20261120100001' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'LM20261120100001' });
    expect(requests.at(-1)!.params).toEqual({ page: '1', pageSize: '20', sort: 'orderNo', order: 'asc' });
    expect((screen.getByRole('searchbox', { name: 'Order number' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s reason when the list cannot be read, and says so when nothing matches', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ status: 403, body: { code: 403, message: 'You are not allowed to do this', data: null } })).adapter;
    signInStaff('orders');
    const { unmount } = renderInShop(<OrdersTable />, { url: '/en/backoffice/orders' });
    expect((await screen.findByText('You are not allowed to do this')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();

    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20 } } })).adapter;
    renderInShop(<OrdersTable />, { url: '/en/backoffice/orders?q=NONE' });
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
  });
});
