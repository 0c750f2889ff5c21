import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { AuditTable } from './audit-table';

const entry = {
  id: 1, at: '2026-11-26T15:00:00.000Z', actorAccount: 'cat@labmall.test', action: 'product.save', entity: 'product', entityId: '42',
  before: { status: 'on_sale', name: { en: 'Li foil' } }, after: { status: 'off_sale', name: { en: 'Li foil' } },
};

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('audit log', () => {
  it('filters on the server from the URL and shows each change as before → after', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [entry], total: 1, page: 1, pageSize: 50 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('admin');
    renderInShop(<AuditTable />, { url: '/en/backoffice/audit?entity=product' });
    const row = (await screen.findByText('cat@labmall.test')).closest('tr')!;
    expect(within(row).getByText('status')).toBeTruthy();
    expect(within(row).getByText('before: on_sale')).toBeTruthy();
    expect(within(row).getByText('after: off_sale')).toBeTruthy();
    expect(within(row).queryByText('name.en')).toBeNull();
    // In the reader's language and local time, seconds included (it was the UTC string cut short, with no zone).
    expect(row.querySelector('time')!.textContent).toBe(new Date(entry.at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'medium' }));
    expect(fake.requests[0]!.params).toEqual({ page: '1', pageSize: '50', entity: 'product' });

    fireEvent.change(screen.getByRole('textbox', { name: 'By' }), { target: { value: 'cat@labmall.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('cat@labmall.test');
    expect(currentUrl()).toBe('/en/backoffice/audit?page=1&pageSize=50&entity=product&actor=cat%40labmall.test');
    expect(fake.requests.at(-1)!.params).toEqual({ page: '1', pageSize: '50', entity: 'product', actor: 'cat@labmall.test' });
  });

  it('keeps the filter form (and the focus on Apply) after applying, and follows the URL when cleared', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [entry], total: 1, page: 1, pageSize: 50 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('admin');
    renderInShop(<AuditTable />, { url: '/en/backoffice/audit?entity=product' });
    await screen.findByText('cat@labmall.test');
    const by = screen.getByRole('textbox', { name: 'By' });
    fireEvent.change(by, { target: { value: 'cat@labmall.test' } });
    const applyButton = screen.getByRole('button', { name: 'Apply' });
    applyButton.focus();
    fireEvent.click(applyButton);
    await waitFor(() => expect(currentUrl()).toContain('actor=cat%40labmall.test'));
    expect(screen.getByRole('button', { name: 'Apply' })).toBe(applyButton);
    expect(document.activeElement).toBe(applyButton);
    expect(screen.getByRole('textbox', { name: 'By' })).toBe(by);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/backoffice/audit?page=1&pageSize=50'));
    expect((by as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Record type' }) as HTMLInputElement).value).toBe('');
  });
});
