import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { pointsOrder, servePointsOrders, stopServing } from '../testing/points-orders-test-kit';
import { PointsOrderDetailView } from './points-order-detail';

afterEach(stopServing);

const DETAIL = '/en/user/pointsOrderDetail?orderNo=';
const facts = () => Object.fromEntries([...document.querySelectorAll('.points-orders-facts div')].map((row) => [
  row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent,
]));

describe('points order detail', () => {
  it('shows the summary with the dates of the steps taken, the items with points, the address and the note', async () => {
    servePointsOrders([pointsOrder({
      orderNo: 'PX3001', status: 'completed', pointsAmount: 2300, note: 'Leave at the lab door',
      shippedAt: '2025-03-06T12:00:00.000Z', completedAt: '2025-03-08T12:00:00.000Z',
      items: [{ productId: 1, name: 'Pipette set', image: '/p.jpg', points: 500, quantity: 3 }, { productId: 2, name: 'Lab notebook', image: '', points: 800, quantity: 1 }],
    })]);
    renderInShop(<PointsOrderDetailView />, { url: `${DETAIL}PX3001` });
    await screen.findByRole('heading', { name: 'Order summary' });
    const summary = facts();
    expect(Object.keys(summary)).toEqual(['Order number', 'Status', 'Points spent', 'Placed', 'Shipped', 'Completed']);
    expect(summary).toMatchObject({ 'Order number': 'PX3001', Status: 'Completed', 'Points spent': '2,300' });
    expect(summary.Shipped).toMatch(/^Mar 6, 2025/);

    const items = within(screen.getByRole('region', { name: 'Items' })).getByRole('table');
    expect(within(items).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Item', 'Points each', 'Quantity', 'Subtotal']);
    expect(within(items).getAllByRole('row').map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent)).slice(1)).toEqual([
      ['Pipette set', '500', '3', '1,500'],
      ['Lab notebook', '800', '1', '800'],
      ['Total points', '2,300'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Delivery address' })).getByText('广东省 深圳市 南山区 1 Keyuan Road')).toBeTruthy();
    expect(screen.getByText('Li Lei 13800138000')).toBeTruthy();
    expect(screen.getByText('Postcode 518057')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Note' })).getByText('Leave at the lab door')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to points orders' }).getAttribute('href')).toBe('/en/user/pointsOrder');
  });

  it('says that virtual goods are not shipped, and shows a cancelled order\'s cancel date only', async () => {
    servePointsOrders([pointsOrder({ orderNo: 'PX3002', status: 'cancelled', address: null, cancelledAt: '2025-03-07T12:00:00.000Z' })]);
    renderInShop(<PointsOrderDetailView />, { url: `${DETAIL}PX3002` });
    expect(await screen.findByText('Nothing to deliver: this exchange is for virtual goods.')).toBeTruthy();
    expect(Object.keys(facts())).toEqual(['Order number', 'Status', 'Points spent', 'Placed', 'Cancelled']);
    expect(screen.queryByRole('region', { name: 'Note' })).toBeNull();
  });

  it('shows "not found" for someone else\'s or an unknown order (404), with a way back', async () => {
    const server = servePointsOrders([pointsOrder({ orderNo: 'PX3003' })]);
    renderInShop(<PointsOrderDetailView />, { url: `${DETAIL}PX9999` });
    expect(await screen.findByRole('heading', { name: 'Points order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to points orders' })).toBeTruthy();
    expect(server.calls).toEqual([{ url: '/api/points-order/detail', params: { orderNo: 'PX9999' } }]);
  });

  it('does not ask for a number that cannot be an order, or for none at all', async () => {
    const server = servePointsOrders([]);
    const view = renderInShop(<PointsOrderDetailView />, { url: `${DETAIL}${encodeURIComponent('../x')}` });
    expect(await screen.findByRole('heading', { name: 'Points order not found' })).toBeTruthy();
    view.unmount();
    renderInShop(<PointsOrderDetailView />, { url: '/en/user/pointsOrderDetail' });
    expect(await screen.findByRole('heading', { name: 'Points order not found' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('says when the order cannot be loaded (not a 404) and tries again on request', async () => {
    const server = servePointsOrders([pointsOrder({ orderNo: 'PX3004' })]);
    server.fail = true;
    renderInShop(<PointsOrderDetailView />, { url: `${DETAIL}PX3004` });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('This points order could not be loaded.');
    server.fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeTruthy();
  });
});
