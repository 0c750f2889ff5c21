import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import { DashboardCards } from './dashboard-cards';

/** The dashboard's cards as the API answers them (docs/backoffice-api.md, "Dashboard"). */
const CARDS: Record<string, unknown> = {
  '/api/backoffice/dashboard/orders': { day: '2026-11-27', placed: 17, paid: 12, revenue: 4321.5, awaitingShipment: 9, awaitingPayment: 5 },
  '/api/backoffice/dashboard/quotations': { waiting: 6 },
  '/api/backoffice/dashboard/support': { waiting: 8, submitted: 5, reviewing: 2, approved: 1 },
  '/api/backoffice/dashboard/catalogue': { threshold: 10, lowStock: 31, lowest: [{ skuId: 5, code: 'LF-010', productId: 90301, name: 'Lithium foil', stock: 0 }] },
  '/api/backoffice/dashboard/backups': {
    schedule: { kind: 'daily', dailyAt: '03:30', intervalSeconds: 86_400 },
    lastSuccess: { finishedAt: '2026-11-27T19:30:41.000Z', sizeBytes: 52_428_800, seconds: 41, ageSeconds: 3 * 3_600 + 120 },
    lastFailure: null,
    overdue: false,
  },
};
const figure = (label: string) => screen.getByText(`${label}:`, { exact: false }).querySelector('strong')?.textContent;

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/products') {
      const total = config.params?.lowStock === 'true' ? 3 : 240;
      return { body: { code: 200, message: 'ok', data: { items: [], total, page: 1, pageSize: 1 } } };
    }
    if (config.url === '/api/backoffice/staff/list') return { body: { code: 200, message: 'ok', data: { items: [], total: 4, page: 1, pageSize: 1 } } };
    const card = CARDS[config.url ?? ''];
    if (card) return { body: { code: 200, message: 'ok', data: card } };
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
  it('greets orders-only staff with the orders card and asks only the orders call', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<DashboardCards />);
    expect(screen.getByText('Your roles: Orders')).toBeTruthy();
    expect(await screen.findByText('Today, 2026-11-27 (China time)')).toBeTruthy();
    expect(figure('Orders placed today')).toBe('17');
    expect(figure('Revenue today')).toContain('4,321.50');
    expect(figure('Paid, awaiting shipment')).toBe('9');
    expect(screen.getByRole('link', { name: 'Show orders to ship' }).getAttribute('href')).toBe('/en/backoffice/orders?status=paid&sort=createdAt&order=asc');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/en/backoffice/orders');
    // The reports open to orders staff too (sales and funnel), though the page is shared with other scopes.
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/en/backoffice/reports');
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.url)).toEqual(['/api/backoffice/dashboard/orders']);
  });

  it('shows support-only staff the after-sales card and nothing they may not read', async () => {
    const requests = serve();
    signInStaff('support');
    renderInShop(<DashboardCards />);
    expect(await screen.findByText('5 new, 2 in review, 1 approved')).toBeTruthy();
    expect(figure('After-sales requests open')).toBe('8');
    expect(screen.queryByRole('heading', { name: 'More pages are on their way' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show new after-sales requests, oldest first' }).getAttribute('href')).toBe('/en/backoffice/after-sales?status=submitted&sort=createdAt&order=asc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.url)).toEqual(['/api/backoffice/dashboard/support']);
  });

  it('shows catalogue staff their figures, asked of catalogue calls only', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<DashboardCards />);
    expect(await screen.findByText('240')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show products low on stock' }).getAttribute('href')).toBe('/en/backoffice/products?lowStock=true');
    expect(requests.every((r) => r.url === '/api/backoffice/catalogue/products' || r.url === '/api/backoffice/dashboard/catalogue')).toBe(true);
    expect(await screen.findByRole('link', { name: 'LF-010 Lithium foil: 0' })).toBeTruthy();
    expect(figure('SKUs with 10 units or fewer')).toBe('31');
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('shows an admin every card, the staff card too', async () => {
    const requests = serve();
    signInStaff('admin');
    renderInShop(<DashboardCards />);
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(await screen.findByText('4')).toBeTruthy();
    expect(await screen.findByText('6')).toBeTruthy();
    expect(new Set(requests.map((r) => r.url).filter((url) => url?.includes('/dashboard/')))).toEqual(new Set(Object.keys(CARDS)));
  });

  it("says when a card's figures could not be read, and reads them again on retry", async () => {
    let failing = true;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/staff/list') return { body: { code: 200, message: 'ok', data: { items: [], total: 4, page: 1, pageSize: 1 } } };
      if (config.url?.startsWith('/api/backoffice/dashboard/')) return { body: { code: 200, message: 'ok', data: CARDS[config.url] } };
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

  it("shows an admin the last good backup, its age and size, and the schedule", async () => {
    serve();
    signInStaff('admin');
    renderInShop(<DashboardCards />);
    const card = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await card.findByText('3 hours ago', { exact: false })).toBeTruthy();
    expect(figure('Size')).toBe('50 MB');
    expect(figure('Took')).toBe('41 s');
    expect(card.getByText('Schedule: daily at 03:30 (China time).')).toBeTruthy();
    expect(card.queryByText(/overdue/)).toBeNull();
  });

  it('warns an admin when backups are overdue, with the failure since the last good one', async () => {
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/dashboard/backups') {
        return { body: { code: 200, message: 'ok', data: {
          schedule: { kind: 'daily', dailyAt: '03:30', intervalSeconds: 86_400 },
          lastSuccess: { finishedAt: '2026-11-20T19:30:41.000Z', sizeBytes: 1_048_576, seconds: 12, ageSeconds: 8 * 86_400 },
          lastFailure: { at: '2026-11-27T19:30:02.000Z', error: 'pg_dump: connection refused' },
          overdue: true,
        } } };
      }
      return { status: 403, body: { code: 403, message: 'Forbidden', data: null } };
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('admin');
    renderInShop(<DashboardCards />);
    const card = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await card.findByText('Backup overdue: no good backup within the schedule.')).toBeTruthy();
    expect(card.getByText('8 days ago', { exact: false })).toBeTruthy();
    expect(card.getByText('pg_dump: connection refused')).toBeTruthy();
  });

  it('neither shows nor asks for the backup card for staff without admin', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<DashboardCards />);
    expect(await screen.findByText('Today, 2026-11-27 (China time)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Backups' })).toBeNull();
    expect(requests.some((r) => r.url === '/api/backoffice/dashboard/backups')).toBe(false);
  });
});
