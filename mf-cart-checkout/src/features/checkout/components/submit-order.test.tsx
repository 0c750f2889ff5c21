import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { onShopEvent } from '@labmall/shared/events/shop-events';
import { appStore } from '@labmall/shared/store/app-store';
import { ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';

const created = ok({ orderNo: 'LM202601010001', status: 'unpaid', payAmount: 186, payDeadline: '2030-01-01T00:30:00Z' });

/** A server whose preview answers `pricing()` and whose order creation answers the scripted replies in turn. */
function server(createReplies: FakeReply[]) {
  const fake = serve((url) => {
    if (url === '/api/order/preview') return ok(pricing());
    if (url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [{ id: 40 }] } };
    return createReplies.shift() ?? created;
  });
  const all = () => fake.requests.filter((r) => r.url === '/api/order/create');
  return { fake, all, key: (i: number) => all()[i]!.headers.get('Idempotency-Key') as string };
}

async function ready() {
  renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
  const button = (await screen.findByRole('button', { name: 'Submit order' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

signedInShopperForEachTest();

describe('submitting the order', () => {
  it('keeps one Idempotency-Key across a double click and a retry of the same body, and takes a new one when the body changes', async () => {
    const { all, key } = server(['network', 'network', created]);
    const button = await ready();
    fireEvent.click(button);
    fireEvent.click(button); // the double click's second event: ignored while the first is on its way
    expect(await screen.findByText(/The connection failed/)).toBeTruthy();
    expect(all()).toHaveLength(1);
    expect(key(0)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    fireEvent.click(button); // retry, nothing changed
    await waitFor(() => expect(all()).toHaveLength(2));
    expect(key(1)).toBe(key(0));
    expect(sentBody(all()[1]!)).toEqual(sentBody(all()[0]!));

    await screen.findByText(/The connection failed/);
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), { target: { value: 'Deliver to room 301' } });
    fireEvent.click(button);
    await waitFor(() => expect(all()).toHaveLength(3));
    expect(key(2)).not.toBe(key(0));
    expect(sentBody(all()[2]!)).toEqual({
      cartLineIds: [31, 32], addressId: 2, invoice: { type: 'none' }, note: 'Deliver to room 301', userCouponId: 7, expectedPayAmount: 186,
    });
  });

  it('on success refreshes the cart count and opens the payment page of the new order', async () => {
    const { fake } = server([created]);
    const counts: number[] = [];
    const stop = onShopEvent('cart:updated', ({ count }) => counts.push(count));
    fireEvent.click(await ready());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/payType?orderNo=LM202601010001'));
    await waitFor(() => expect(counts).toEqual([1]));
    stop();
    expect(fake.requests.some((r) => r.url === '/api/shoppingcart/get')).toBe(true);
    expect(appStore.getState().product.cartInfo).toEqual([{ id: 40 }]);
  });

  it('when the price changed, shows the new totals and asks to confirm again with the new amount', async () => {
    const changed = pricing({ shippingAmount: 10, payAmount: 196, pointsToEarn: 196 });
    const { all, key } = server([{ status: 409, body: { code: 409, message: 'The order total has changed; please check the new total and confirm again', data: changed } }, created]);
    fireEvent.click(await ready());

    const confirm = await screen.findByRole('button', { name: 'Confirm the new total and submit' });
    expect(screen.getByText('The order total has changed; please check the new total and confirm again')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(totals.textContent).toContain('Shipping¥10.00');
    expect(totals.textContent).toContain('Amount payable¥196.00');
    expect(screen.getByTestId('location').textContent).toBe('/en/order?lineIds=31,32');

    fireEvent.click(confirm);
    await waitFor(() => expect(all()).toHaveLength(2));
    expect((sentBody(all()[1]!) as { expectedPayAmount: number }).expectedPayAmount).toBe(196);
    expect(key(1)).not.toBe(key(0));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/payType?orderNo=LM202601010001'));
  });

  it('marks the lines the server could not take and blocks the order', async () => {
    server([{ status: 409, body: { code: 409, message: 'Some items are no longer available in that quantity', data: { lines: [{ skuId: 6, problem: 'out_of_stock' }] } } }]);
    const button = await ready();
    fireEvent.click(button);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('Some items are no longer available in that quantity')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/Some items cannot be ordered/)).toBeTruthy();
  });
});
