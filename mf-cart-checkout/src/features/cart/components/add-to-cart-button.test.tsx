import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

const line = (id: number, skuId: number): Partial<CartLine> => ({ id, skuId, quantity: 1, valid: true });
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', success: true, data } });

function serve(handler: (url: string) => FakeReply | Promise<FakeReply>) {
  const fake = createFakeAdapter((config) => handler(config.url ?? ''));
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

function renderButton(props: AddToCartButtonProps) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/product/7']}>
        <AddToCartButton {...props} />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('button');
}

beforeEach(() => {
  appStore.getState().setLanguage('2');
  appStore.getState().setCartInfo([]);
  setTokens('token-1');
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  clearTokens();
  appStore.getState().setLoginDialogVisible(false);
});

describe('AddToCartButton', () => {
  it('opens the login dialog for a visitor and sends nothing, staying on the page', () => {
    clearTokens();
    const fake = serve(() => ok([]));
    fireEvent.click(renderButton({ items: [{ skuId: 3, quantity: 1 }] }));
    expect(appStore.getState().global.loginDialogVisible).toBe(true);
    expect(fake.requests).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/en/product/7');
  });

  it('adds one item, is busy meanwhile (no double submit), then confirms with a link to the cart', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const fake = serve(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const events: number[] = [];
    const stop = onShopEvent('cart:updated', ({ count }) => events.push(count));
    const button = renderButton({ items: [{ skuId: 3, quantity: 2 }] });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe('Adding…');
    answer(ok([line(11, 3), line(12, 9)]));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Added to cart.'));
    stop();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.url).toBe('/api/shoppingcart/addshoppingcart');
    expect(sentBody(fake.requests[0]!)).toEqual({ skuId: 3, quantity: 2 });
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en/shopping');
    expect(appStore.getState().product.cartInfo).toHaveLength(2);
    expect(events).toEqual([2]);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends several items as one batch and lists those that could not be added, with the reason', async () => {
    const fake = serve(() => ({
      body: {
        code: -1007,
        message: 'Some items could not be added to the cart',
        success: true,
        data: { cart: [line(21, 3)], rejected: [{ index: 1, skuId: 4, skuCode: 'LM-4', reason: 'out_of_stock' }, { index: 2, skuId: 5, reason: 'over_limit' }] },
      },
    }));
    fireEvent.click(renderButton({ items: [{ skuId: 3, quantity: 1 }, { skuId: 4, quantity: 1 }, { skuId: 5, quantity: 9 }], mode: 'buyNow' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['LM-4: out of stock', '#5: more than the stock or the per-order limit allows']);
    expect(screen.getByRole('status').textContent).toContain('Some items were added; these could not be:');
    expect(fake.requests[0]!.url).toBe('/api/shoppingcart/batchaddshoppingcart');
    expect(sentBody(fake.requests[0]!)).toEqual({ items: [{ skuId: 3, quantity: 1 }, { skuId: 4, quantity: 1 }, { skuId: 5, quantity: 9 }] });
    // Buy now does not go on to pay while part of the order is missing.
    expect(screen.getByTestId('location').textContent).toBe('/en/product/7');
    expect(appStore.getState().product.cartInfo).toHaveLength(1);
  });

  it('shows the server message of a refusal', async () => {
    serve(() => ({ status: 400, body: { code: 400, message: 'Field "quantity" must be at most 3', success: false, data: null } }));
    fireEvent.click(renderButton({ items: [{ skuId: 3, quantity: 5 }] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Field "quantity" must be at most 3'));
  });

  it('buy now adds, then opens the confirm-order page with the lines just added', async () => {
    serve(() => ok([line(31, 3), line(32, 4), line(40, 99)]));
    fireEvent.click(renderButton({ items: [{ skuId: 3, quantity: 1 }, { skuId: 4, quantity: 2 }], mode: 'buyNow', label: 'Order the kit' }));
    expect(screen.getByRole('button').textContent).toBe('Adding…');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/order?lineIds=31,32'));
  });

  it('is disabled when told so or when there is nothing to add', () => {
    expect((renderButton({ items: [{ skuId: 3, quantity: 1 }], disabled: true }) as HTMLButtonElement).disabled).toBe(true);
  });
});
