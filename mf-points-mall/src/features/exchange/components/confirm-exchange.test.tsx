import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import type { GoodsDetail } from '../../../lib/mall-types';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { ConfirmExchange } from './confirm-exchange';

const coupon: GoodsDetail = {
  id: 6, kind: 'coupon', categoryId: 3, name: '¥20 off ¥200 checkout coupon', image: '/media/points/coupon-20.svg', points: 800, listPoints: 800, stock: 10,
  campaign: null, categoryName: 'Checkout coupons', description: 'A coupon', images: [], perAccountLimit: 1, onSale: true, availableFrom: null, availableTo: null,
  available: true, coupon: { amount: 2000, threshold: 20000, validDays: 30 },
};

/** The exchange call: answers with each of `replies` in turn, recording the keys and bodies it got. */
function serveExchange(replies: { status?: number; body: unknown }[]) {
  const seen: { key: unknown; body: unknown }[] = [];
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    seen.push({ key: config.headers?.['Idempotency-Key'], body: JSON.parse(String(config.data)) });
    return replies.shift() ?? 'network';
  }).adapter;
  return seen;
}

afterEach(() => {
  apiClient.defaults.adapter = undefined;
});

describe('confirm exchange', () => {
  it('shows the total and the balance after, exchanges with the total shown and opens the success page', async () => {
    const seen = serveExchange([{ body: { code: 200, message: 'ok', data: { orderNo: 'PM2026112500000001', status: 'completed', pointsAmount: 800, balance: 200, kind: 'coupon' } } }]);
    renderInShop(<ConfirmExchange goods={coupon} initialQuantity={3} balance={1000} />, { url: '/en/pointsMall/order?productId=6' });
    expect(screen.getByTestId('exchange-total').textContent).toBe('800 pts'); // a coupon is one at a time
    expect(screen.getByText('200 pts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/pointsMall/exchangeSuccess?orderNo=PM2026112500000001&kind=coupon&points=800'));
    expect(seen).toEqual([{ key: expect.stringMatching(/^pm-[a-z0-9]+-[0-9a-f]{24}$/), body: { productId: 6, quantity: 1, expectedPoints: 800 } }]);
  });

  it('shows the server\'s refusal, and a retry of the same exchange sends the same key', async () => {
    const seen = serveExchange([{ status: 409, body: { code: 409, message: 'Not enough points', data: { balance: 700 } } }]);
    renderInShop(<ConfirmExchange goods={coupon} initialQuantity={1} balance={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    // The alert region is on the page from the start (so screen readers announce what appears in it).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not enough points'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.key).toBe(seen[0]!.key);
  });

  it('cannot be submitted when the balance falls short', () => {
    serveExchange([]);
    renderInShop(<ConfirmExchange goods={coupon} initialQuantity={1} balance={500} />);
    expect(screen.getByText('300 pts short')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm exchange' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
