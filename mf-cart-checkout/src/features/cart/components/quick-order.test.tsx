import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';
import { batchAddToCart } from '../api/batch-add-to-cart';
import { QuickOrder } from './quick-order';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

let reply: FakeReply;
let fake: ReturnType<typeof createFakeAdapter>;

function renderBox() {
  render(
    <I18nextProvider i18n={i18n}>
      <QuickOrder onAdd={batchAddToCart} />
    </I18nextProvider>,
  );
  return screen.getByLabelText('SKU codes and quantities, one per line') as HTMLTextAreaElement;
}
function paste(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
}
const items = (selector: string) => [...document.querySelectorAll(`${selector} li`)].map((li) => li.textContent);

beforeEach(() => {
  appStore.getState().setLanguage('2');
  appStore.getState().setCartInfo([]);
  setTokens('token-1');
  reply = { body: { code: 200, message: 'ok', success: true, data: [{ id: 1 }, { id: 2 }] } };
  fake = createFakeAdapter(() => reply);
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  clearTokens();
});

describe('quick order', () => {
  it('sends the pasted lines as one batch by SKU code and empties the box when all were added', async () => {
    const box = renderBox();
    paste(box, 'lm-0903-0001-25g\t2\n\nLM-0101-0002-V1\n');
    await waitFor(() => expect(items('.quick-order-added')).toEqual(['LM-0903-0001-25G × 2', 'LM-0101-0002-V1 × 1']));
    expect(fake.requests[0]!.url).toBe('/api/shoppingcart/batchaddshoppingcart');
    expect(sentBody(fake.requests[0]!)).toEqual({ items: [{ skuCode: 'LM-0903-0001-25G', quantity: 2 }, { skuCode: 'LM-0101-0002-V1', quantity: 1 }] });
    expect(screen.getByRole('status').textContent).toContain('Added to your cart: 2 lines');
    expect(box.value).toBe('');
    expect(appStore.getState().product.cartInfo).toHaveLength(2);
  });

  it('maps each refusal back to its pasted line, with the reason, and keeps those lines in the box', async () => {
    reply = {
      body: {
        code: -1007, message: 'Some items could not be added', success: true,
        data: { cart: [{ id: 1 }], rejected: [{ index: 1, skuCode: 'LM-X', reason: 'not_found' }, { index: 2, skuCode: 'LM-3', reason: 'over_limit' }] },
      },
    };
    const box = renderBox();
    paste(box, 'LM-1 1\n\nLM-X 4\nLM-3, 900');
    await waitFor(() => expect(items('.quick-order-refused')).toEqual([
      'Line 3, LM-X: no product with this code',
      'Line 4, LM-3: more than the stock or the per-order limit allows',
    ]));
    expect(items('.quick-order-added')).toEqual(['LM-1 × 1']);
    expect(box.value).toBe('LM-X 4\nLM-3, 900');
  });

  it('reports malformed lines by number and sends nothing until they are fixed', () => {
    const box = renderBox();
    paste(box, 'LM-1 2\nLM-2 two\n\n#?! 1');
    expect(items('.quick-order-error')).toEqual([
      'Line 2 "LM-2 two": the quantity must be a whole number from 1 to 9999',
      'Line 4 "#?! 1": not a valid SKU code',
    ]);
    expect(fake.requests).toHaveLength(0);
    expect(box.value).toBe('LM-1 2\nLM-2 two\n\n#?! 1');
  });

  it('refuses more than 100 lines and an empty box locally', () => {
    const box = renderBox();
    paste(box, Array.from({ length: 101 }, (_, i) => `LM-${i} 1`).join('\n'));
    expect(screen.getByRole('status').textContent).toBe('At most 100 lines at a time; you have 101. Please send them in parts.');
    paste(box, '  \n ');
    expect(screen.getByRole('status').textContent).toBe('Paste at least one line with an SKU code.');
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps every line when the request fails, with the server message', async () => {
    reply = { status: 409, body: { code: 409, message: 'Your cart is full', success: false, data: null } };
    const box = renderBox();
    paste(box, 'LM-1 1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your cart is full'));
    expect(box.value).toBe('LM-1 1');
  });
});
