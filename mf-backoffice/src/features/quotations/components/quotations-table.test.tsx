import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { QuotationsTable } from './quotations-table';

const row = { quoteNo: 'QT2026112600042', status: 'requested', createdAt: '2026-11-26T08:00:00.000Z', buyerAccount: 'buyer@lab.example', institution: 'IOP CAS', lineCount: 2, totalAmount: null, validUntil: null, wantedDate: '2026-12-10' };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('quotation queue', () => {
  it('asks the server for the page the URL names, links each quotation, and puts a filter into the URL', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [row], total: 1, page: 1, pageSize: 20 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('quotations');
    renderInShop(<QuotationsTable />, { url: '/en/backoffice/quotations?status=requested&sort=quoteNo&order=asc' });
    const table = await screen.findByRole('table', { name: 'Quotations (1)' });
    expect(fake.requests[0]!.params).toEqual({ page: '1', pageSize: '20', sort: 'quoteNo', order: 'asc', status: 'requested' });
    expect(within(table).getByRole('link', { name: row.quoteNo }).getAttribute('href')).toBe(`/en/backoffice/quotation?quoteNo=${row.quoteNo}`);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Requested');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Quotation number or buyer' }), { target: { value: 'IOP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentUrl()).toContain('q=IOP');
    expect(currentUrl()).toContain('status=requested');
  });
});
