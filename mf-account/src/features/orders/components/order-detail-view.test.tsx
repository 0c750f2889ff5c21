import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onShopEvent } from '@labmall/shared/events/shop-events';
import { renderInShop } from '../../../testing/render-in-shop';
import { orderDetail, orderItem, serveOrders, stopServing } from '../testing/order-fixtures';
import { OrderDetailView } from './order-detail-view';

afterEach(stopServing);

const section = (name: string) => screen.getByRole('region', { name });
/** The `dd` beside a `dt` of a section's facts. */
const fact = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const paid = orderDetail({
  orderNo: 'LM20260101100007', status: 'shipped', paymentMethod: 'wechat', paidAt: '2026-01-01T02:05:00.000Z', shippedAt: '2026-01-02T08:00:00.000Z',
  items: [
    orderItem({ skuId: 21, skuCode: 'LF-010', name: 'Lithium foil', spec: '0.1 mm × 100 mm', unitPrice: 45.5, listPrice: 50, quantity: 2, amount: 91 }),
    orderItem({ skuId: 22, skuCode: 'CC-2032', name: 'Coin cell cases', spec: 'CR2032, 100 pcs', unitPrice: 1200, listPrice: null, quantity: 1, amount: 1200 }),
  ],
  goodsAmount: 1291, reductionAmount: 50, couponAmount: 20, shippingAmount: 0, payAmount: 1221, pointsEarned: 1221,
  invoice: { type: 'special', title: 'Institute of Physics', taxNumber: '91110000600037341L', bank: 'ICBC Haidian', bankAccount: '0200 0045 0900 1234 567', registeredAddress: '8 Zhongguancun South 3rd St', registeredPhone: '010-82649000' },
  note: 'Deliver to room 301',
  shipment: { carrier: 'sf', trackingNo: 'SF1402233445566' },
  timeline: [
    { from: null, to: 'unpaid', actor: 'buyer', reason: null, at: '2026-01-01T02:00:00.000Z' },
    { from: 'unpaid', to: 'paid', actor: 'gateway', reason: null, at: '2026-01-01T02:05:00.000Z' },
    { from: 'paid', to: 'shipped', actor: 'ops', reason: null, at: '2026-01-02T08:00:00.000Z' },
  ],
});

describe('order detail', () => {
  it('shows the lines with their SKUs, the server\'s amounts, address, invoice, payment method and history', async () => {
    serveOrders([paid]);
    renderInShop(<OrderDetailView orderNo="LM20260101100007" />, { url: '/en/user/orderDetail?orderNo=LM20260101100007' });

    const overview = await screen.findByRole('region', { name: 'Order LM20260101100007' });
    expect(fact(overview, 'Status')).toBe('Shipped');
    expect(fact(overview, 'Payment method')).toBe('WeChat Pay');
    expect(fact(overview, 'Your note')).toBe('Deliver to room 301');
    expect(within(overview).queryByRole('timer')).toBeNull();
    expect(fact(section('Shipment'), 'Carrier')).toBe('SF Express');
    expect(fact(section('Shipment'), 'Tracking number')).toBe('SF1402233445566');

    const rows = within(section('Items')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Lithium foil0.1 mm × 100 mmSKU LF-010');
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['¥45.50List price ¥50.00', '2', '¥91.00']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['¥1,200.00', '1', '¥1,200.00']);

    const amounts = section('Amounts');
    expect(fact(amounts, 'Goods')).toBe('¥1,291.00');
    expect(fact(amounts, 'Spend-and-save discount')).toBe('−¥50.00');
    expect(fact(amounts, 'Coupon')).toBe('−¥20.00');
    expect(fact(amounts, 'Shipping')).toBe('Free');
    expect(fact(amounts, 'Amount paid')).toBe('¥1,221.00');
    expect(fact(amounts, 'Points earned')).toBe('1221');

    expect(section('Delivery address').querySelector('address')?.textContent).toBe('Han Meimei 13912345678广东省 深圳市 南山区 9 Gaoxin South Road 518057');
    const invoice = section('Invoice');
    expect(fact(invoice, 'Invoice type')).toBe('Special VAT invoice');
    expect(fact(invoice, 'Tax number')).toBe('91110000600037341L');
    expect(fact(invoice, 'Bank account number')).toBe('0200 0045 0900 1234 567');
    expect(fact(invoice, 'Registered phone')).toBe('010-82649000');

    const history = within(section('Order history')).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('.orders-timeline-event')?.textContent)).toEqual(['Order placed', 'Payment received', 'Shipped']);
    expect(history.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(paid.timeline.map((event) => event.at));

    expect(within(overview).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(within(overview).getByRole('link', { name: 'After-sales service' }).getAttribute('href')).toBe('/en/service/afterSales?orderNo=LM20260101100007');
  });

  it('for an unpaid order shows the time left, a way to pay, and cancels after confirming without loading it again', async () => {
    const shop = serveOrders([orderDetail({ orderNo: 'LM1', status: 'unpaid', invoice: { type: 'ordinary', title: 'Li Lei', taxNumber: '' } })]);
    renderInShop(<OrderDetailView orderNo="LM1" />, { url: '/en/user/orderDetail?orderNo=LM1' });

    const overview = await screen.findByRole('region', { name: 'Order LM1' });
    expect(within(overview).getByRole('timer').textContent).toMatch(/^0:(29|30):\d\d$/);
    expect(within(overview).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/en/payType?orderNo=LM1');
    expect(fact(section('Amounts'), 'Amount to pay')).toBe('¥101.00');
    expect(fact(section('Invoice'), 'Invoice type')).toBe('Ordinary VAT invoice');
    expect(fact(section('Invoice'), 'Tax number')).toBe('None (individual)');
    expect(within(section('Invoice')).queryByText('Bank')).toBeNull();

    fireEvent.click(within(overview).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(overview).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order LM1 has been cancelled.')).toBeTruthy();
    expect(fact(overview, 'Status')).toBe('Cancelled');
    expect(within(overview).queryByRole('timer')).toBeNull();
    expect(within(overview).getByRole('button', { name: 'Buy again' })).toBeTruthy();
    expect(within(section('Order history')).getByText('Cancelled (by you)')).toBeTruthy();
    expect(document.activeElement).toBe(within(overview).getByRole('heading', { name: 'Order LM1' }));
    expect(shop.calls('/api/order/detail')).toHaveLength(1);
  });

  it('shows no invoice and a closed order\'s reason', async () => {
    serveOrders([orderDetail({
      orderNo: 'LM2', status: 'closed', closeReason: 'refunded',
      timeline: [
        { from: null, to: 'unpaid', actor: 'buyer', reason: null, at: '2026-01-01T02:00:00.000Z' },
        { from: 'unpaid', to: 'paid', actor: 'gateway', reason: null, at: '2026-01-01T02:05:00.000Z' },
        { from: 'paid', to: 'closed', actor: 'ops', reason: 'refunded', at: '2026-01-03T02:00:00.000Z' },
      ],
    })]);
    renderInShop(<OrderDetailView orderNo="LM2" />, { url: '/en/user/orderDetail?orderNo=LM2' });
    expect(await screen.findByText('Closed (refunded in full)')).toBeTruthy();
    expect(fact(section('Invoice'), 'Invoice type')).toBe('No invoice');
    expect(fact(section('Order LM2'), 'Payment method')).toBe('Not chosen yet');
  });

  it('confirms receipt of a shipped order and buys it again, with the cart count following', async () => {
    const shop = serveOrders([paid]);
    const counts: number[] = [];
    const stop = onShopEvent('cart:updated', ({ count }) => counts.push(count));
    renderInShop(<OrderDetailView orderNo="LM20260101100007" />, { url: '/en/user/orderDetail?orderNo=LM20260101100007' });

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, received' }));
    expect(await screen.findByText('Receipt of order LM20260101100007 confirmed. Thank you!')).toBeTruthy();
    expect(fact(section('Order LM20260101100007'), 'Status')).toBe('Completed');
    expect(shop.calls('/api/order/confirm-receipt')[0]!.params).toEqual({ orderNo: 'LM20260101100007' });

    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('All items of order LM20260101100007 are now in your cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/en/shopping');
    expect(shop.calls('/api/shoppingcart/batchaddshoppingcart')[0]!.body).toEqual({ items: [{ skuId: 21, quantity: 2 }, { skuId: 22, quantity: 1 }] });
    expect(shop.calls('/api/order/detail')).toHaveLength(1); // the page already has the lines
    await waitFor(() => expect(counts).toEqual([2]));
    stop();
  });

  it('reports when no line could be added again', async () => {
    const shop = serveOrders([paid]);
    shop.refuse = [{ index: 0, reason: 'off_sale' }, { index: 1, reason: 'cart_full' }];
    renderInShop(<OrderDetailView orderNo="LM20260101100007" />, { url: '/en/user/orderDetail?orderNo=LM20260101100007' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('None of the items of order LM20260101100007 could be added to your cart.')).toBeTruthy();
    expect(screen.getByText('Lithium foil (0.1 mm × 100 mm): no longer on sale')).toBeTruthy();
    expect(screen.getByText('Coin cell cases (CR2032, 100 pcs): your cart is full (at most 100 different items)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to cart' })).toBeNull();
    expect(shop.calls('/api/shoppingcart/get')).toHaveLength(0); // nothing changed in the cart
  });

  it('says "order not found" for an unknown (or someone else\'s) order, and for a missing or malformed number', async () => {
    const shop = serveOrders([]);
    renderInShop(<OrderDetailView orderNo="LM404" />, { url: '/en/user/orderDetail?orderNo=LM404' });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/en/user/order');
    expect(shop.calls('/api/order/detail')).toHaveLength(1);
  });

  it.each([[''], ['LM-1<script>']])('does not ask the server about the number %j', async (orderNo) => {
    const shop = serveOrders([]);
    renderInShop(<OrderDetailView orderNo={orderNo} />, { url: '/en/user/orderDetail' });
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(shop.requests).toHaveLength(0);
  });

  it('tells a failed load from a missing order and tries again', async () => {
    const shop = serveOrders([paid]);
    shop.once.set('/api/order/detail', 'network');
    renderInShop(<OrderDetailView orderNo="LM20260101100007" />, { url: '/en/user/orderDetail?orderNo=LM20260101100007' });
    expect(await screen.findByText('The order could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order not found' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order LM20260101100007' })).toBeTruthy();
  });

  it("shows a colleague's order read through the group: who ordered it, the group and budget, and none of the buyer's actions", async () => {
    const shop = serveOrders([]);
    const labGroup = { id: 7, name: 'Cathode Lab', budgetId: 3, budgetCode: 'NSFC-22179' };
    shop.once.set('/api/lab-groups/7/orders/LM20260101100007', { body: { code: 200, message: 'ok', data: { ...paid, labGroup, actions: [], buyerId: 2, buyerName: 'Zhang Min' } } });
    renderInShop(<OrderDetailView orderNo="LM20260101100007" groupId={7} />, { url: '/en/user/orderDetail?orderNo=LM20260101100007&labGroup=7' });

    const overview = await screen.findByRole('region', { name: 'Order LM20260101100007' });
    expect(fact(overview, 'Ordered by')).toBe('Zhang Min');
    expect(fact(overview, 'Lab group')).toBe('Cathode Lab · budget NSFC-22179');
    expect(within(overview).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Order history' })).toBeTruthy();
    expect(shop.calls('/api/order/detail')).toHaveLength(0);
  });
});
