import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { counts, coupon, ok, recentOrder, serve, serverError, stopServing } from '../testing/portal-test-kit';
import { AvailableCouponsBlock } from './available-coupons-block';
import { OrderCountsBlock } from './order-counts-block';
import { PortalLayout } from './portal-layout';
import { RecentOrdersBlock } from './recent-orders-block';

afterEach(stopServing);

const block = (name: string) => screen.getByRole('region', { name });
const portal = (
  <PortalLayout>
    <OrderCountsBlock />
    <AvailableCouponsBlock />
    <RecentOrdersBlock />
  </PortalLayout>
);

describe('portal blocks', () => {
  it('shows order counts by status, each linking to the orders page filtered by it', async () => {
    serve({
      '/api/order/counts': ok(counts({ unpaid: 2, shipped: 1 })),
      '/api/coupon/mine': ok({ items: [], total: 0 }),
      '/api/order/list': ok({ items: [], total: 0 }),
    });
    renderInShop(portal);
    const unpaid = await within(block('My orders')).findByRole('link', { name: 'Awaiting payment 2' });
    expect(unpaid.getAttribute('href')).toBe('/en/user/order?status=unpaid');
    expect(within(block('My orders')).getByRole('link', { name: 'Shipped 1' }).getAttribute('href')).toBe('/en/user/order?status=shipped');
    expect(within(block('My orders')).getByRole('link', { name: 'Closed 0' })).toBeTruthy();
    expect(within(block('My orders')).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/en/user/order');
  });

  it('lists usable coupons with value, minimum spend and last day, and asks the server for five', async () => {
    const calls = serve({
      '/api/order/counts': ok(counts()),
      '/api/coupon/mine': ok({
        items: [coupon({ name: 'Welcome ¥20', amount: 20, threshold: 199 }), coupon({ name: 'Lab week', kind: 'discount', amount: null, rate: 950, threshold: 0 })],
        total: 7,
      }),
      '/api/order/list': ok({ items: [], total: 0 }),
    });
    renderInShop(portal);
    const coupons = await screen.findByRole('region', { name: 'Available coupons' });
    const [cash, discount] = await within(coupons).findAllByRole('listitem');
    expect(cash!.textContent).toBe('¥20.00 offWelcome ¥20On orders from ¥199.00Valid until Jun 30, 2030');
    expect(within(discount!).getByText('5% off')).toBeTruthy();
    expect(within(discount!).getByText('No minimum spend')).toBeTruthy();
    expect(within(coupons).getByText('Showing 2 of your 7 usable coupons.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/coupon/mine')?.params).toEqual({ status: 'available', pageSize: 5 });
  });

  it('shows a discount the Chinese way in Chinese', async () => {
    serve({ '/api/coupon/mine': ok({ items: [coupon({ kind: 'discount', amount: null, rate: 950 })], total: 1 }) });
    renderInShop(<AvailableCouponsBlock />, { language: 'zh' });
    expect(await screen.findByText('9.5 折')).toBeTruthy();
  });

  it('shows the newest orders with date, status and amount, each linking to its detail', async () => {
    const calls = serve({
      '/api/order/counts': ok(counts({ paid: 1 })),
      '/api/coupon/mine': ok({ items: [], total: 0 }),
      '/api/order/list': ok({ items: [recentOrder({ orderNo: 'LM2025030500001', status: 'unpaid', payAmount: 1234.5 })], total: 1 }),
    });
    renderInShop(portal);
    const table = await within(block('Recent orders')).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order number', 'Date', 'Status', 'Amount']);
    const cells = within(table).getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['LM2025030500001', 'Mar 5, 2025', 'Awaiting payment', '¥1,234.50']);
    expect(within(table).getByRole('link', { name: 'LM2025030500001' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM2025030500001');
    expect(calls.find((call) => call.url === '/api/order/list')?.params).toEqual({ pageSize: 3 });
  });

  it('says so when there is nothing yet: no orders, no coupons', async () => {
    serve({
      '/api/order/counts': ok(counts()),
      '/api/coupon/mine': ok({ items: [], total: 0 }),
      '/api/order/list': ok({ items: [], total: 0 }),
    });
    renderInShop(portal);
    expect(await within(block('My orders')).findByText('You have not placed any orders yet.')).toBeTruthy();
    expect(within(block('My orders')).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/en/');
    expect(await within(block('Available coupons')).findByText('You have no coupons to use right now.')).toBeTruthy();
    expect(await within(block('Recent orders')).findByText('No orders yet.')).toBeTruthy();
  });

  it('keeps the other blocks when one call fails, and retries only that block', async () => {
    let couponsReply = serverError;
    const calls = serve({
      '/api/order/counts': ok(counts({ completed: 4 })),
      '/api/coupon/mine': () => couponsReply,
      '/api/order/list': ok({ items: [recentOrder({ orderNo: 'LM1' })], total: 1 }),
    });
    renderInShop(portal);
    const failed = await within(block('Available coupons')).findByRole('alert');
    expect(failed.textContent).toContain('Your coupons could not be loaded.');
    expect(within(block('My orders')).getByRole('link', { name: 'Completed 4' })).toBeTruthy();
    expect(within(block('Recent orders')).getByRole('link', { name: 'LM1' })).toBeTruthy();

    couponsReply = ok({ items: [coupon({ name: 'Back again' })], total: 1 });
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(block('Available coupons')).findByText('Back again')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/order/counts')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/coupon/mine')).toHaveLength(2);
  });

  it('shows each failure in its own block when everything fails', async () => {
    serve({ '/api/order/counts': 'network', '/api/coupon/mine': serverError, '/api/order/list': serverError });
    renderInShop(portal);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(within(block('My orders')).getByText('Your order counts could not be loaded.')).toBeTruthy();
    expect(within(block('Recent orders')).getByText('Your recent orders could not be loaded.')).toBeTruthy();
  });
});
