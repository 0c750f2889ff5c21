import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { address, installAddressPicker, line, ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';

const renderPage = () => renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
const submitButton = () => screen.getByRole('button', { name: /submit order|confirm the new total/i }) as HTMLButtonElement;

signedInShopperForEachTest(null);

describe('ConfirmOrderView: preview', () => {
  it('shows the server-priced items and totals, and prices again with the default address', async () => {
    installAddressPicker([address(1), address(2, true)]);
    const fake = serve(() => ok(pricing()));
    renderPage();

    const name = await screen.findByRole('link', { name: 'Coin cell case CR2032' });
    expect(name.getAttribute('href')).toBe('/en/product/50');
    const first = within(name.closest('li')!);
    expect(first.getByText(/100 pcs · SKU LM-CR2032/)).toBeTruthy();
    expect(first.getByText('Spring sale')).toBeTruthy();
    expect(first.getByText('¥48.00')).toBeTruthy();
    expect(first.getByLabelText('List price ¥60.00')).toBeTruthy();
    expect(first.getByText('¥96.00')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Order total' });
    const row = (label: RegExp) => within(totals).getByText(label).closest('div')!.textContent;
    expect(row(/^Goods$/)).toBe('Goods¥216.00');
    expect(row(/of which activity savings/)).toBe('of which activity savings¥24.00');
    expect(row(/Full reduction/)).toBe('Full reduction (¥20 off every ¥200)−¥20.00');
    expect(row(/^Coupon$/)).toBe('Coupon−¥10.00');
    expect(row(/Shipping/)).toBe('ShippingFree');
    expect(row(/Amount payable/)).toBe('Amount payable¥186.00');
    expect(row(/Points you will earn/)).toBe('Points you will earn186');

    // The picker preselects the default address: the order is priced again for it.
    await waitFor(() => expect(fake.requests.map((r) => sentBody(r))).toContainEqual({ cartLineIds: [31, 32], addressId: 2 }));
    expect(sentBody(fake.requests[0]!)).toEqual({ cartLineIds: [31, 32] });
    expect(fake.requests.every((r) => r.url === '/api/order/preview')).toBe(true);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('prices again for a chosen coupon or none; unusable coupons are disabled with the reason', async () => {
    installAddressPicker([address(2, true)]);
    const fake = serve(() => ok(pricing()));
    renderPage();
    const coupons = await screen.findByRole('group', { name: 'Choose one coupon' });
    const unusable = within(coupons).getByRole('radio', { name: /¥50 off from ¥500/ }) as HTMLInputElement;
    expect(unusable.disabled).toBe(true);
    expect(within(coupons).getByText('Usable from ¥500.00 of goods')).toBeTruthy();
    expect((within(coupons).getByRole('radio', { name: /¥10 off from ¥100/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(coupons).getByRole('radio', { name: 'No coupon' }));
    await waitFor(() => expect(sentBody(fake.requests.at(-1)!)).toEqual({ cartLineIds: [31, 32], addressId: 2, userCouponId: null }));
  });

  it('flags lines that cannot be ordered and keeps the order from being submitted, with the way back to the cart', async () => {
    installAddressPicker([address(2, true)]);
    serve(() => ok(pricing({ lines: [line({ problem: 'insufficient_stock', stock: 1 })] })));
    renderPage();
    expect(await screen.findByText('Not enough stock: only 1 left')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Some items cannot be ordered/)).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-describedby')).toBeTruthy();
    const reasons = document.getElementById(submitButton().getAttribute('aria-describedby')!)!;
    expect(within(reasons).getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/en/shopping');
  });

  it('says the address book is unavailable (with a retry) when mf_account cannot be loaded, and blocks the order', async () => {
    serve(() => ok(pricing({ coupon: null, coupons: [] })));
    renderPage();
    expect(await screen.findByText(/address book is unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Choose or add a delivery address first.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    installAddressPicker([address(4, true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Receiver 4' })).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('shows a failed preview with the server message and a retry that asks again', async () => {
    installAddressPicker([address(2, true)]);
    let calls = 0;
    serve(() => (++calls <= 2 ? { status: 404, body: { code: 404, message: 'Not found', data: null } } : ok(pricing())));
    renderPage();
    await waitFor(() => expect(calls).toBe(2)); // without, then with the default address
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not found');
    expect(screen.getByText('The order could not be priced. Please try again.', { selector: '.checkout-submit-reasons li' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Separator film')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
