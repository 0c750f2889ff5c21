import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { GoodsTable } from './goods-table';

const text = (label: string) => ({ zh: `${label}（中）`, en: label, ja: `${label}（日）`, ko: `${label}（한）` });
const row = { id: 7, code: 'PT-GLOVES', kind: 'physical', name: text('Nitrile gloves'), points: 300, stock: 12, perAccountLimit: 2, onSale: true, featured: false, version: 'v1' };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('points goods list', () => {
  it('asks the server for the page the URL names, links each good to its editor, and sorts and filters through the URL', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [row], total: 1, page: 1, pageSize: 20 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('points');
    renderInShop(<GoodsTable />, { url: '/en/backoffice/points-goods?sort=stock&order=desc&onSale=true' });
    const table = await screen.findByRole('table', { name: 'Points goods (1)' });
    expect(fake.requests[0]!.params).toEqual({ page: '1', pageSize: '20', sort: 'stock', order: 'desc', onSale: 'true' });
    expect(within(table).getByRole('link', { name: 'PT-GLOVES' }).getAttribute('href')).toBe('/en/backoffice/points-good?id=7');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Nitrile gloves');
    expect(within(table).getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(table).getByRole('button', { name: /Points/ }));
    expect(currentUrl()).toContain('sort=points');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Code or name' }), { target: { value: 'gloves' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentUrl()).toContain('q=gloves');
  });

  it('says so when nothing matches, and offers a retry when the list cannot load', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20 } } })).adapter;
    signInStaff('points');
    renderInShop(<GoodsTable />, { url: '/en/backoffice/points-goods?q=nothing' });
    expect(await screen.findByText('No points good matches these filters.')).toBeTruthy();
  });
});
