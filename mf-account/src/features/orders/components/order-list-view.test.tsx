import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onShopEvent } from '@labmall/shared/events/shop-events';
import { currentUrl, goInHistory, renderInShop } from '../../../testing/render-in-shop';
import { orderDetail, orderItem, serveOrders, stopServing } from '../testing/order-fixtures';
import { OrderListView } from './order-list-view';

afterEach(stopServing);

const cards = () => screen.getAllByRole('article');
const card = (orderNo: string) => screen.getByRole('article', { name: `Order ${orderNo}` });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** `count` orders in `status`, newest first, numbered LM<day>0001… (one day per status, so numbers never repeat). */
const many = (count: number, status: 'unpaid' | 'shipped' = 'shipped') => {
  const day = status === 'unpaid' ? '20260101' : '20260102';
  return Array.from({ length: count }, (_, i) => orderDetail({ orderNo: `LM${day}${String(count - i).padStart(4, '0')}`, status }));
};
/** The live region's text once it says `text` (both regions are always in the page, empty until an action). */
const announced = async (role: 'status' | 'alert', text: string) => {
  const element = await screen.findByText(text);
  expect(element.closest(`[role="${role}"]`)).toBeTruthy();
  return element.closest(`[role="${role}"]`) as HTMLElement;
};

describe('order list', () => {
  it('shows the status tabs with their counts and the orders with their allowed actions', async () => {
    serveOrders([
      orderDetail({ orderNo: 'LM1', status: 'unpaid', payAmount: 1234.5, items: [orderItem({ name: 'Lithium foil', quantity: 3 })] }),
      orderDetail({ orderNo: 'LM2', status: 'shipped' }),
      orderDetail({ orderNo: 'LM3', status: 'cancelled' }),
    ]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });

    await screen.findByRole('tab', { name: 'All (3)' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All (3)', 'Awaiting payment (1)', 'Awaiting shipment (0)', 'Shipped (1)', 'Completed (0)', 'Cancelled (1)', 'Closed (0)',
    ]);
    expect(tab(/^All/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Orders by status' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(/^All/).id);

    const unpaid = within(card('LM1'));
    expect(unpaid.getByText('Awaiting payment')).toBeTruthy();
    expect(unpaid.getByText('Lithium foil')).toBeTruthy();
    expect(unpaid.getByText('0.1 mm × 100 mm')).toBeTruthy();
    expect(unpaid.getByText('3 × ¥45.50')).toBeTruthy();
    expect(unpaid.getByText('Total quantity: 3')).toBeTruthy();
    expect(unpaid.getByText('¥1,234.50')).toBeTruthy();
    expect(unpaid.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/en/payType?orderNo=LM1');
    expect(unpaid.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(unpaid.queryByRole('button', { name: 'Buy again' })).toBeNull();
    expect(unpaid.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM1');

    const shipped = within(card('LM2'));
    expect(shipped.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(shipped.getByRole('button', { name: 'Buy again' })).toBeTruthy();
    expect(shipped.getByRole('link', { name: 'After-sales service' }).getAttribute('href')).toBe('/en/service/afterSales?orderNo=LM2');
    expect(shipped.queryByRole('link', { name: 'Pay now' })).toBeNull();

    expect(within(card('LM3')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy again']);
  });

  it('shows the first three lines of an order and how many more it has', async () => {
    const lines = ['Lithium foil', 'Coin cell cases', 'Nitrile gloves', 'Separator film', 'Electrolyte'].map((name, i) =>
      orderItem({ name, spec: `Spec ${i + 1}`, quantity: i + 1, unitPrice: 10 * (i + 1) }));
    serveOrders([
      orderDetail({ orderNo: 'LM5', status: 'paid', items: lines }),
      orderDetail({ orderNo: 'LM4', status: 'paid', items: lines.slice(0, 4) }),
      orderDetail({ orderNo: 'LM3', status: 'paid', items: lines.slice(0, 3) }),
    ]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });

    const five = within(await screen.findByRole('article', { name: 'Order LM5' }));
    expect(five.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Lithium foilSpec 11 × ¥10.00', 'Coin cell casesSpec 22 × ¥20.00', 'Nitrile glovesSpec 33 × ¥30.00',
    ]);
    expect(five.getByText('and 2 more lines')).toBeTruthy();
    expect(five.getByText('Total quantity: 15')).toBeTruthy();
    expect(within(card('LM4')).getByText('and 1 more line')).toBeTruthy();
    expect(within(card('LM3')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card('LM3')).queryByText(/more line/)).toBeNull();
  });

  it('offers the actions the server allows for each order, not a guess from its status', async () => {
    serveOrders([orderDetail({ orderNo: 'LM1', status: 'completed', actions: ['buyAgain'] })]); // after-sales time is over
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    const completed = within(await screen.findByRole('article', { name: 'Order LM1' }));
    expect(completed.getByRole('button', { name: 'Buy again' })).toBeTruthy();
    expect(completed.queryByRole('link', { name: 'After-sales service' })).toBeNull();
  });

  it("says which lab group an order was for and an open invoice's due date, overdue marked; nothing once it is paid", async () => {
    const labGroup = { id: 7, name: 'Cathode Lab', budgetId: 3, budgetCode: 'NSFC-1' };
    serveOrders([
      orderDetail({ orderNo: 'LM1', status: 'shipped', payDeadline: null, labGroup, terms: { kind: 'invoice', dueAt: '2026-10-20T02:00:00.000Z', paid: false, overdue: true } }),
      orderDetail({ orderNo: 'LM2', status: 'shipped', payDeadline: null, labGroup, terms: { kind: 'invoice', dueAt: '2026-12-20T02:00:00.000Z', paid: true, overdue: false } }),
    ]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    const overdue = await screen.findByRole('article', { name: 'Order LM1' });
    expect(within(overdue).getByText('For Cathode Lab')).toBeTruthy();
    expect(within(overdue).getByText(/On invoice: due Oct 20, 2026/).textContent).toBe('On invoice: due Oct 20, 2026 Overdue');
    const paid = card('LM2');
    expect(within(paid).getByText('For Cathode Lab')).toBeTruthy();
    expect(within(paid).queryByText(/On invoice/)).toBeNull();
  });

  it('reads the tab, keyword and page from the URL and asks the server for exactly those', async () => {
    const shop = serveOrders(many(25).map((o) => ({ ...o, items: [orderItem({ name: 'Lithium foil' })] })));
    renderInShop(<OrderListView />, { url: '/en/user/order?status=shipped&keyword=foil&page=2' });

    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(tab(/^Shipped/).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe('foil');
    expect(shop.calls('/api/order/list').at(-1)!.params).toEqual({ status: 'shipped', keyword: 'foil', page: 2, pageSize: 10 });
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Orders found: 25')).toBeTruthy();
  });

  it('writes tab, keyword and page to the URL; a new tab or keyword starts at page 1; back restores the state', async () => {
    const shop = serveOrders([...many(3, 'unpaid'), ...many(12)]);
    renderInShop(<OrderListView />, { url: '/en/user/order?keyword=LM&page=2' });
    await waitFor(() => expect(cards()).toHaveLength(5));

    fireEvent.click(tab(/^Awaiting payment/));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?keyword=LM&status=unpaid'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(tab(/^Awaiting payment/).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab(/^All/));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?keyword=LM'));
    fireEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?keyword=LM&page=2'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: ' 0003 ' } }); // one of each day
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?keyword=0003'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(shop.calls('/api/order/list').at(-1)!.params).toEqual({ keyword: '0003', page: 1, pageSize: 10 });

    goInHistory(-1);
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?keyword=LM&page=2'));
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe('LM');
    await waitFor(() => expect(cards()).toHaveLength(5));

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order'));
  });

  it('moves between tabs with the arrow keys and selects with a click or Enter (manual activation)', async () => {
    serveOrders(many(1));
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    await screen.findByRole('tab', { name: 'All (1)' });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab(/^All/)]);
    tab(/^All/).focus();
    fireEvent.keyDown(tab(/^All/), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/^Awaiting payment/));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab(/^Closed/));
    expect(currentUrl()).toBe('/en/user/order'); // moving the focus selects nothing
  });

  it('cancels only after confirming, then shows the new state and counts', async () => {
    const shop = serveOrders([orderDetail({ orderNo: 'LM1', status: 'unpaid' }), orderDetail({ orderNo: 'LM2', status: 'completed' })]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    await screen.findByRole('tab', { name: 'Awaiting payment (1)' });

    fireEvent.click(within(card('LM1')).getByRole('button', { name: 'Cancel order' }));
    expect(within(card('LM1')).getByRole('group', { name: /Cancel this order\?/ })).toBeTruthy();
    const keep = within(card('LM1')).getByRole('button', { name: 'Keep order' });
    fireEvent.click(keep);
    expect(shop.calls('/api/order/cancel')).toHaveLength(0);

    fireEvent.click(within(card('LM1')).getByRole('button', { name: 'Cancel order' }));
    expect(document.activeElement).toBe(within(card('LM1')).getByRole('button', { name: 'Yes, cancel order' }));
    fireEvent.click(within(card('LM1')).getByRole('button', { name: 'Yes, cancel order' }));

    await announced('status', 'Order LM1 has been cancelled.');
    expect(shop.calls('/api/order/cancel')[0]!.params).toEqual({ orderNo: 'LM1' });
    await screen.findByRole('tab', { name: 'Cancelled (1)' });
    expect(tab(/^Awaiting payment/).textContent).toBe('Awaiting payment (0)');
    await waitFor(() => expect(within(card('LM1')).getByText('Cancelled')).toBeTruthy());
    expect(shop.calls('/api/order/list')).toHaveLength(2);
    expect(shop.calls('/api/order/counts')).toHaveLength(2);
  });

  it('says why a cancel was refused and shows the order as it now is', async () => {
    const shop = serveOrders([orderDetail({ orderNo: 'LM1', status: 'unpaid' })]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    shop.orders = [{ ...shop.orders[0]!, status: 'paid', actions: ['buyAgain', 'afterSales'] }]; // paid in another tab meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await announced('alert', "The order's status has changed, so this can no longer be done");
    await waitFor(() => expect(within(card('LM1')).getByText('Awaiting shipment')).toBeTruthy());
  });

  it('buys again: adds the order\'s lines, reports the refused ones with the reason and refreshes the cart count', async () => {
    const foil = orderItem({ skuId: 11, quantity: 2, name: 'Lithium foil', spec: '0.1 mm' });
    const cases = orderItem({ skuId: 12, quantity: 5, name: 'Coin cell cases', spec: 'CR2032' });
    const shop = serveOrders([orderDetail({ orderNo: 'LM1', status: 'completed', items: [foil, cases] })]);
    shop.refuse = [{ index: 1, reason: 'out_of_stock' }];
    const counts: number[] = [];
    const stop = onShopEvent('cart:updated', ({ count }) => counts.push(count));
    renderInShop(<OrderListView />, { url: '/en/user/order' });

    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    const status = await announced('status', 'Some items of order LM1 were added to your cart.');
    expect(within(status).getByText('Lithium foil (0.1 mm) × 2')).toBeTruthy();
    expect(within(status).getByText('Coin cell cases (CR2032): out of stock')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/en/shopping');
    expect(shop.calls('/api/shoppingcart/batchaddshoppingcart')[0]!.body).toEqual({ items: [{ skuId: 11, quantity: 2 }, { skuId: 12, quantity: 5 }] });
    expect(shop.calls('/api/order/detail')[0]!.params).toEqual({ orderNo: 'LM1' });
    await waitFor(() => expect(counts).toEqual([1]));
    stop();
  });

  it('invites to shop when there is no order yet', async () => {
    serveOrders([]);
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/en/');
    expect(screen.queryByRole('button', { name: 'Show all orders' })).toBeNull();
  });

  it('offers all orders when a search finds none', async () => {
    serveOrders(many(2));
    renderInShop(<OrderListView />, { url: '/en/user/order?keyword=nothing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order'));
  });

  it('shows the last page when the URL asks for one past the end', async () => {
    serveOrders(many(12));
    renderInShop(<OrderListView />, { url: '/en/user/order?page=9' });
    await waitFor(() => expect(currentUrl()).toBe('/en/user/order?page=2'));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    const shop = serveOrders(many(1));
    shop.once.set('/api/order/list', 'network');
    renderInShop(<OrderListView />, { url: '/en/user/order' });
    await announced('alert', 'Your orders could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
