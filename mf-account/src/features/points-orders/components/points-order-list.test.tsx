import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { pointsOrder, servePointsOrders, stopServing } from '../testing/points-orders-test-kit';
import { PointsOrderList } from './points-order-list';

afterEach(stopServing);

const LIST = '/en/user/pointsOrder';
const cards = () => screen.queryAllByRole('article');
const filter = () => screen.getByRole('navigation', { name: 'Filter by status' });

describe('points orders list', () => {
  it('shows each exchange: number linking to its detail, date, status, items and points spent', async () => {
    servePointsOrders([pointsOrder({
      orderNo: 'PX2001', status: 'shipped', pointsAmount: 2300,
      items: [{ productId: 1, name: 'Pipette set', image: '/p.jpg', points: 500, quantity: 3 }, { productId: 2, name: 'Lab notebook', image: '', points: 800, quantity: 1 }],
    })]);
    renderInShop(<PointsOrderList />, { url: LIST });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'PX2001' }).getAttribute('href')).toBe('/en/user/pointsOrderDetail?orderNo=PX2001');
    expect(within(card!).getByText('Mar 5, 2025')).toBeTruthy();
    expect(within(card!).getByText('Shipped')).toBeTruthy();
    expect(within(card!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pipette set× 3', 'Lab notebook× 1']);
    expect(within(card!).getByText('Items: 4')).toBeTruthy();
    expect(within(card!).getByText('2,300 points spent')).toBeTruthy();
  });

  it('filters by status and pages, both in the URL', async () => {
    const orders = [
      ...Array.from({ length: 12 }, () => pointsOrder({ status: 'completed' })),
      pointsOrder({ orderNo: 'PX9001', status: 'cancelled' }),
    ];
    const server = servePointsOrders(orders);
    renderInShop(<PointsOrderList />, { url: LIST });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(filter()).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(currentUrl()).toBe('/en/user/pointsOrder?page=2');
    await waitFor(() => expect(cards()).toHaveLength(3));

    fireEvent.click(within(filter()).getByRole('link', { name: 'Cancelled' }));
    expect(currentUrl()).toBe('/en/user/pointsOrder?status=cancelled');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'PX9001' })).toBeTruthy();
    expect(within(filter()).getByRole('link', { name: 'Cancelled' }).getAttribute('aria-current')).toBe('page');
    expect(server.calls.map((call) => call.params)).toEqual([
      { page: 1, pageSize: 10 }, { page: 2, pageSize: 10 }, { status: 'cancelled', page: 1, pageSize: 10 },
    ]);
  });

  it('opens on the status and page of the URL', async () => {
    const server = servePointsOrders(Array.from({ length: 11 }, () => pointsOrder({ status: 'pending' })));
    renderInShop(<PointsOrderList />, { url: `${LIST}?status=pending&page=2` });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(server.calls[0]?.params).toEqual({ status: 'pending', page: 2, pageSize: 10 });
    expect(within(filter()).getByRole('link', { name: 'Processing' }).getAttribute('aria-current')).toBe('page');
  });

  it('with no exchange at all, points to the points mall; filtered to nothing, back to all', async () => {
    servePointsOrders([]);
    const view = renderInShop(<PointsOrderList />, { url: LIST });
    expect(await screen.findByText('You have not exchanged any points yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the points mall' }).getAttribute('href')).toBe('/en/pointsMall');
    view.unmount();

    servePointsOrders([pointsOrder({ status: 'pending' })]);
    renderInShop(<PointsOrderList />, { url: `${LIST}?status=completed` });
    expect(await screen.findByText('There are no points orders with this status.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all points orders' }).getAttribute('href')).toBe(LIST);
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    const server = servePointsOrders([pointsOrder()]);
    server.fail = true;
    renderInShop(<PointsOrderList />, { url: LIST });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your points orders could not be loaded.');
    server.fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
