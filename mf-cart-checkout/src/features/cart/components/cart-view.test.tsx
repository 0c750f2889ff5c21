import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { MemoryRouter, useLocation } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { onShopEvent } from '@labmall/shared/events/shop-events';
import { appStore } from '@labmall/shared/store/app-store';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';
import type { CartLine } from '../api/cart-types';
import { CartView } from './cart-view';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id, skuId: id * 10, productId: id, name: `Product ${id}`, image: `/media/products/${id}/1.svg`, skuCode: `LM-000${id}-V1`,
  spec: '25 g', price: 10, quantity: 1, stock: 5, maxPerOrder: 10, selected: true, valid: true, invalidReason: null, addedPrice: 10, ...over,
});
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', success: true, data } });

/** A small cart server: keeps the lines, applies the cart calls, prices the requested lines (¥10 off from ¥100). */
let cart: CartLine[];
let override: ((config: InternalAxiosRequestConfig) => FakeReply | undefined) | undefined;
let requests: InternalAxiosRequestConfig[];

function pricing(ids: number[]) {
  const lines = cart.filter((l) => ids.includes(l.id)).map((l) => ({
    skuId: l.skuId, cartLineId: l.id, quantity: l.quantity, listPrice: l.price, unitPrice: l.id === 1 ? 8 : l.price,
    amount: (l.id === 1 ? 8 : l.price) * l.quantity, activity: l.id === 1 ? { id: 5, name: 'Spring sale', endsAt: '2030-01-01T00:00:00Z' } : null, problem: null,
  }));
  const goods = lines.reduce((sum, l) => sum + l.amount, 0);
  const reduction = goods >= 100 ? 10 : 0;
  const shipping = goods - reduction >= 99 ? 0 : 10;
  return {
    lines, goodsAmount: goods, activitySaving: lines.reduce((sum, l) => sum + (l.listPrice - l.unitPrice) * l.quantity, 0),
    reductions: [{ ruleId: 1, name: 'Lab week', kind: 'reduce', eligibleAmount: goods, reduction, nextTier: goods < 100 ? { threshold: 100, reduce: 10, missing: 100 - goods } : null }],
    reductionAmount: reduction, shippingAmount: shipping, payAmount: goods - reduction + shipping,
  };
}

function answer(config: InternalAxiosRequestConfig): FakeReply {
  const special = override?.(config);
  if (special) return special;
  const params = (config.params ?? {}) as Record<string, string>;
  switch (config.url) {
    case '/api/shoppingcart/get':
      return ok(cart);
    case '/api/shoppingcart/modify':
      cart = cart.map((l) => (l.id !== Number(params.id) ? l : {
        ...l,
        ...(params.quantity ? { quantity: Number(params.quantity), addedPrice: l.price, valid: true, invalidReason: null } : {}),
        ...(params.selected ? { selected: params.selected === 'true' } : {}),
      }));
      return ok(cart);
    case '/api/shoppingcart/delete':
      cart = cart.filter((l) => !params.ids!.split(',').map(Number).includes(l.id));
      return ok(cart);
    case '/api/shoppingcart/clear':
      cart = [];
      return ok(cart);
    case '/api/fullsubtracting/calculate/order/reduce':
      return { body: { code: 200, message: 'ok', data: pricing((sentBody(config) as { cartLineIds: number[] }).cartLineIds) } };
    default:
      return { status: 404, body: { code: 404, message: 'not found', data: null } };
  }
}

const sent = (url: string) => requests.filter((r) => r.url === url);
const totalsRequests = () => sent('/api/fullsubtracting/calculate/order/reduce').map((r) => (sentBody(r) as { cartLineIds: number[] }).cartLineIds);

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

async function renderCart() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/shopping']}>
        <CartView />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: /Quick order/ });
}
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement;

beforeEach(() => {
  appStore.getState().setLanguage('2');
  setTokens('token-1');
  override = undefined;
  cart = [line(1), line(2), line(3, { selected: false })];
  const fake = createFakeAdapter(answer);
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  clearTokens();
  appStore.getState().setLoginDialogVisible(false);
});

describe('cart page: lines', () => {
  it('shows each line with its link, SKU, spec and price, and the unavailable ones greyed with their reason', async () => {
    cart = [
      line(1, { quantity: 2 }),
      line(2, { valid: false, invalidReason: 'off_sale' }),
      line(3, { valid: false, invalidReason: 'out_of_stock', stock: 0 }),
      line(4, { valid: false, invalidReason: 'insufficient_stock', stock: 2, quantity: 5 }),
      line(5, { valid: false, invalidReason: 'price_changed', addedPrice: 12, price: 15 }),
    ];
    await renderCart();
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/en/product/1');
    const first = lineOf('Product 1');
    expect(first.textContent).toContain('SKU LM-0001-V1 · 25 g');
    // The selected line is priced by the server: its activity price and tag show, and the subtotal is the server's.
    await waitFor(() => expect(within(first).getByText('Spring sale')).toBeTruthy());
    expect(within(first).getByText('¥8.00')).toBeTruthy();
    expect(within(first).getByText('¥16.00')).toBeTruthy();

    const unavailable = screen.getByRole('region', { name: 'Unavailable items: 4' });
    expect(within(unavailable).getAllByRole('listitem').map((li) => li.querySelector('.cart-line-reason')?.textContent)).toEqual([
      'No longer on sale',
      'Out of stock',
      'Only 2 left: lower the quantity to order it',
      'The price changed from ¥12.00 to ¥15.00Accept the new price of ¥15.00',
    ]);
    expect(within(unavailable).queryAllByRole('checkbox')).toHaveLength(0);
    expect(quantityOf('Product 2').disabled).toBe(true);
    expect(quantityOf('Product 3').disabled).toBe(true);
  });

  it('re-confirms a changed price by setting the quantity again', async () => {
    cart = [line(5, { valid: false, invalidReason: 'price_changed', addedPrice: 12, price: 15, quantity: 2 })];
    await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the new price of ¥15.00' }));
    await waitFor(() => expect(sent('/api/shoppingcart/modify').map((r) => r.params)).toEqual([{ id: '5', quantity: '2' }]));
    expect(await screen.findByRole('region', { name: 'Items you can order: 1' })).toBeTruthy();
    expect(screen.queryByText(/The price changed/)).toBeNull();
  });

  it('shows a friendly empty cart with the way to the categories and home', async () => {
    cart = [];
    await renderCart();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse categories' }).getAttribute('href')).toBe('/en/category');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en/');
  });

  it('offers a retry when the cart cannot be loaded, and asks to sign in after a 401', async () => {
    override = () => 'network';
    await renderCartState();
    expect((await screen.findByRole('alert')).textContent).toContain('Your cart could not be loaded.');
    override = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
  });

  it('asks a shopper whose session ended to sign in (the dialog opens)', async () => {
    override = () => ({ status: 401, body: { code: 401, message: 'unauthorized', data: null } });
    await renderCartState();
    expect(await screen.findByText('Sign in to see your cart.')).toBeTruthy();
    appStore.getState().setLoginDialogVisible(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().global.loginDialogVisible).toBe(true);
  });
});

async function renderCartState() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/shopping']}><CartView /></MemoryRouter>
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.queryByText('Loading your cart…')).toBeNull());
}

describe('cart page: quantities', () => {
  it('sends one modify for a burst of clicks, then publishes the cart and recalculates the totals', async () => {
    const counts: number[] = [];
    const stop = onShopEvent('cart:updated', ({ count }) => counts.push(count));
    await renderCart();
    await waitFor(() => expect(totalsRequests()).toEqual([[1, 2]]));
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Product 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Product 2' }));
    expect(quantityOf('Product 2').value).toBe('3');
    expect(screen.getByText('Calculating totals…')).toBeTruthy(); // never the old totals as final
    await waitFor(() => expect(sent('/api/shoppingcart/modify').map((r) => r.params)).toEqual([{ id: '2', quantity: '3' }]));
    await waitFor(() => expect(totalsRequests()).toEqual([[1, 2], [1, 2]]));
    await waitFor(() => expect(within(lineOf('Product 2')).getByText('¥30.00')).toBeTruthy());
    expect(appStore.getState().product.cartInfo).toHaveLength(3);
    expect(counts).toEqual([3]);
    stop();
  });

  it('keeps typed quantities within 1..min(stock, per-order limit)', async () => {
    cart = [line(1, { stock: 3, maxPerOrder: 10, quantity: 3 })];
    await renderCart();
    const input = quantityOf('Product 1');
    expect((screen.getByRole('button', { name: 'Increase the quantity of Product 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Max. 3')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    expect(screen.getByText('Enter a whole number from 1 to 3')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    expect(screen.getByText('At most 3 can be ordered; set to 3')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent('/api/shoppingcart/modify').map((r) => r.params)).toEqual([{ id: '1', quantity: '2' }]));
  });

  it('shows a refused change on its line and restores the quantity', async () => {
    override = (config) => (config.url === '/api/shoppingcart/modify'
      ? { status: 400, body: { code: 400, message: 'Field "quantity" must be at most 2', success: false, data: null } } : undefined);
    await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Product 1' }));
    expect(quantityOf('Product 1').value).toBe('2');
    const alert = await within(lineOf('Product 1')).findByRole('alert', {});
    expect(alert.textContent).toBe('Field "quantity" must be at most 2');
    expect(quantityOf('Product 1').value).toBe('1');
  });
});

describe('cart page: selection, totals and checkout', () => {
  it('prices the selected lines and follows every change of the selection', async () => {
    await renderCart();
    await waitFor(() => expect(totalsRequests()).toEqual([[1, 2]]));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Lab week: spend ¥82.00 more for ¥10.00 off')).toBeTruthy());
    expect(within(summary).getByText('Goods').nextSibling!.textContent).toBe('¥18.00');
    expect(within(summary).getByText('Promotion savings').nextSibling!.textContent).toBe('−¥2.00');
    expect(within(summary).getByText('Shipping').nextSibling!.textContent).toBe('¥10.00');
    expect(within(summary).getByText('Total payable').nextSibling!.textContent).toBe('¥28.00');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Product 3 (25 g)' }));
    await waitFor(() => expect(totalsRequests().at(-1)).toEqual([1, 2, 3]));
    expect(sent('/api/shoppingcart/modify').map((r) => r.params)).toEqual([{ id: '3', selected: 'true' }]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Product 1 (25 g)' }));
    await waitFor(() => expect(totalsRequests().at(-1)).toEqual([2, 3]));
    expect(screen.getByRole('button', { name: 'Checkout (2)' })).toBeTruthy();
  });

  it('selects all, or none (then checkout is disabled with the reason and no totals are asked for)', async () => {
    await renderCart();
    const all = (await screen.findByRole('checkbox', { name: 'Select all (2 of 3 selected)' })) as HTMLInputElement;
    await waitFor(() => expect(all.indeterminate).toBe(true));
    fireEvent.click(all);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all (3 of 3 selected)' })).toBeTruthy());
    await waitFor(() => expect(totalsRequests().at(-1)).toEqual([1, 2, 3]));
    expect(sent('/api/shoppingcart/modify').map((r) => r.params)).toEqual([{ id: '3', selected: 'true' }]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all (3 of 3 selected)' }));
    const checkout = await screen.findByRole('button', { name: 'Checkout (0)' });
    await waitFor(() => expect((checkout as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Select at least one item you can order to check out.')).toBeTruthy();
    const asked = totalsRequests().length;
    await waitFor(() => expect(sent('/api/shoppingcart/modify')).toHaveLength(4));
    expect(screen.getByText('Select items to see the total.')).toBeTruthy();
    expect(totalsRequests()).toHaveLength(asked);
  });

  it('checks out the selected valid lines on the localized confirm-order page', async () => {
    cart = [line(1), line(2, { selected: false }), line(3), line(4, { valid: false, invalidReason: 'off_sale' })];
    await renderCart();
    const checkout = screen.getByRole('button', { name: 'Checkout (2)' }) as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    fireEvent.click(checkout);
    expect(screen.getByTestId('location').textContent).toBe('/en/order?lineIds=1,3');
  });

  it('deletes a line only after the confirmation, and clears the whole cart after its own', async () => {
    await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Product 2' }));
    expect(sent('/api/shoppingcart/delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 2' })).toBeNull());
    expect(sent('/api/shoppingcart/delete').map((r) => r.params)).toEqual([{ ids: '2' }]);
    await waitFor(() => expect(screen.getByText('Items removed: 1')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent('/api/shoppingcart/clear')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(appStore.getState().product.cartInfo).toHaveLength(0);
  });
});
