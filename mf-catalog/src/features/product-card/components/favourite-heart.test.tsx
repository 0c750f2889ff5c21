import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { createFavouriteStore } from '../model/favourite-store';
import { FavouriteHeart } from './favourite-heart';

let requests: InternalAxiosRequestConfig[];
let addReply: FakeReply;

beforeEach(() => {
  addReply = { body: { code: 200, message: 'ok', data: { productId: 42, favourited: true } } };
  const fake = createFakeAdapter((config) =>
    config.url === '/api/favourites/check' ? { body: { code: 200, message: 'ok', data: { favourited: [] } } } : addReply,
  );
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setUserToken('');
  appStore.getState().setLoginDialogVisible(false);
});

const heart = () => screen.getByRole('button', { name: 'labLists.heart.label' });

describe('favourite heart', () => {
  it('opens the login dialog for a guest and asks the server nothing', async () => {
    render(<FavouriteHeart productId={42} productName="LiPF6" store={createFavouriteStore()} />);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    expect(appStore.getState().global.loginDialogVisible).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
  });

  it('for a signed-in shopper: asks the state after mounting, then toggles with aria-pressed', async () => {
    appStore.getState().setUserToken('token');
    render(<FavouriteHeart productId={42} productName="LiPF6" store={createFavouriteStore()} />);
    await waitFor(() => expect(requests[0]?.params).toEqual({ productIds: '42' }));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/favourites/add'));
    expect(sentBody(requests.at(-1)!)).toEqual({ productId: 42 });
  });

  it('renders "not pressed" on the server even for a signed-in shopper (the hydrating browser renders the same)', () => {
    appStore.getState().setUserToken('token');
    const store = createFavouriteStore();
    store.set(42, true);
    const html = renderToString(<FavouriteHeart productId={42} productName="LiPF6" store={store} />);
    expect(html).toContain('aria-pressed="false"');
  });

  it('puts the heart back when the call fails', async () => {
    appStore.getState().setUserToken('token');
    addReply = { status: 500, body: { code: 500, message: 'Business Failed', data: null } };
    render(<FavouriteHeart productId={42} productName="LiPF6" store={createFavouriteStore()} />);
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(heart().getAttribute('title')).toBe('labLists.heart.failed');
  });
});
