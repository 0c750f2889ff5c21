import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { AddToList } from './add-to-list';

let requests: InternalAxiosRequestConfig[];

beforeEach(() => {
  const fake = createFakeAdapter((config) =>
    config.url === '/api/lablists/list'
      ? { body: { code: 200, message: 'ok', data: [{ id: 4, name: 'Glovebox', lineCount: 3, updatedAt: '2026-01-01T00:00:00Z' }] } }
      : { body: { code: 200, message: 'ok', data: { id: 9, name: 'Monthly', updatedAt: '2026-01-01T00:00:00Z', lines: [] } } },
  );
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setUserToken('');
  appStore.getState().setLoginDialogVisible(false);
});

const renderIt = () => render(<MemoryRouter><AddToList skuId={3} quantity={2} /></MemoryRouter>);
const open = () => fireEvent.click(screen.getByRole('button', { name: 'labLists.addToList.button' }));

describe('add to list', () => {
  it('opens the login dialog for a guest', () => {
    renderIt();
    open();
    expect(appStore.getState().global.loginDialogVisible).toBe(true);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers the shopper\'s lists, adds the SKU and quantity to the chosen one, or to a new list', async () => {
    appStore.getState().setUserToken('token');
    renderIt();
    open();
    const select = (await screen.findByRole('option', { name: 'labLists.addToList.option' })).closest('select')!;
    expect(select.value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'labLists.addToList.save' }));
    await screen.findByText('labLists.addToList.saved');
    expect(requests.at(-1)?.url).toBe('/api/lablists/line/add');
    expect(sentBody(requests.at(-1)!)).toEqual({ listId: 4, skuId: 3, quantity: 2 });

    fireEvent.change(select, { target: { value: 'new' } });
    fireEvent.change(screen.getByLabelText('labLists.addToList.name'), { target: { value: 'Monthly' } });
    fireEvent.click(screen.getByRole('button', { name: 'labLists.addToList.save' }));
    await screen.findByRole('link', { name: 'labLists.addToList.open' });
    expect(sentBody(requests.at(-1)!)).toEqual({ name: 'Monthly', items: [{ skuId: 3, quantity: 2 }] });
    expect(screen.getByRole('link', { name: 'labLists.addToList.open' }).getAttribute('href')).toBe('/zh/user/labListDetail?id=9');
  });
});
