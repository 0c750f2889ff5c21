import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import { DashboardCards } from './dashboard-cards';

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/products') {
      const total = config.params?.lowStock === 'true' ? 3 : 240;
      return { body: { code: 200, message: 'ok', data: { items: [], total, page: 1, pageSize: 1 } } };
    }
    if (config.url === '/api/backoffice/staff/list') return { body: { code: 200, message: 'ok', data: { items: [], total: 4, page: 1, pageSize: 1 } } };
    return { status: 403, body: { code: 403, message: 'Forbidden', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('console home', () => {
  it('greets orders-only staff with a working home and calls no endpoint they may not call', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<DashboardCards />);
    expect(screen.getByText('Your roles: Orders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'More pages are on their way' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('shows catalogue staff their figures, asked of catalogue calls only', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<DashboardCards />);
    expect(await screen.findByText('240')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show products low on stock' }).getAttribute('href')).toBe('/en/backoffice/products?lowStock=true');
    expect(requests.every((r) => r.url === '/api/backoffice/catalogue/products')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('shows an admin the staff card too', async () => {
    serve();
    signInStaff('admin');
    renderInShop(<DashboardCards />);
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(await screen.findByText('4')).toBeTruthy();
  });

  it("says when a card's figures could not be read, and reads them again on retry", async () => {
    let failing = true;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/staff/list') return { body: { code: 200, message: 'ok', data: { items: [], total: 4, page: 1, pageSize: 1 } } };
      if (failing) return { status: 500, body: { code: 500, message: 'Internal error', data: null } };
      return { body: { code: 200, message: 'ok', data: { items: [], total: 240, page: 1, pageSize: 1 } } };
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('admin');
    renderInShop(<DashboardCards />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These figures could not be read.');
    expect(await screen.findByText('4')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Read the Products figures again' }));
    expect(await screen.findAllByText('240')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
