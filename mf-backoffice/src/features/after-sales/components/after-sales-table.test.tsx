import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { AfterSalesTable } from './after-sales-table';

const row = { requestNo: 'AS20261126001-1', orderNo: '20261126001', account: 'lin@lab.example', type: 'repair', reason: 'quality', status: 'submitted', createdAt: '2026-11-26T08:00:00.000Z', statusChangedAt: null, photoCount: 2 };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('after-sales queue', () => {
  it('asks the server for the page the URL names, links each request, and puts a filter into the URL', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [row], total: 1, page: 1, pageSize: 20 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<AfterSalesTable />, { url: '/en/backoffice/after-sales?status=submitted&sort=requestNo&order=asc&type=bogus' });
    const table = await screen.findByRole('table', { name: 'After-sales requests (1)' });
    expect(fake.requests[0]!.url).toBe('/api/backoffice/support/after-sales/list');
    expect(fake.requests[0]!.params).toEqual({ page: '1', pageSize: '20', sort: 'requestNo', order: 'asc', status: 'submitted' });
    expect(within(table).getByRole('link', { name: row.requestNo }).getAttribute('href')).toBe(`/en/backoffice/after-sales-request?requestNo=${row.requestNo}`);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Repair');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Submitted');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Request or order number, or account' }), { target: { value: 'lin' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'return' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentUrl()).toContain('q=lin');
    expect(currentUrl()).toContain('type=return');
    expect(currentUrl()).toContain('status=submitted');
  });

  it('says so when nothing matches, and offers a retry when the server fails', async () => {
    let fail = true;
    apiClient.defaults.adapter = createFakeAdapter(() => (fail ? { status: 500, body: { code: 500, message: 'boom', data: null } } : { body: { code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20 } } })).adapter;
    signInStaff('support');
    renderInShop(<AfterSalesTable />, { url: '/en/backoffice/after-sales' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No after-sales request matches these filters.')).toBeTruthy();
  });
});
