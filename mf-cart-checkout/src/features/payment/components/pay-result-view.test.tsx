import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { appStore } from '@labmall/shared/store/app-store';
import type { FakeReply } from '@labmall/shared/api/test-adapter';
import { ok, renderAt, serve, status } from '../testing/payment-fixtures';
import { PayResultView } from './pay-result-view';

const unpaid = ok(status({ paymentMethod: 'alipay' }));
const paid = ok(status({ status: 'paid', paymentMethod: 'alipay', paidAt: '2026-01-01T08:05:00Z', payDeadline: null }));

/** Lets pending answers land and the given time pass (fake timers: testing-library's waitFor would not tick). */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function server(replies: FakeReply[], last: FakeReply) {
  return serve(() => replies.shift() ?? last);
}

beforeEach(() => {
  vi.useFakeTimers();
  appStore.getState().setLanguage('2');
});
afterEach(() => {
  vi.useRealTimers();
  apiClient.defaults.adapter = undefined;
});

describe('PayResultView', () => {
  it('shows what the server reports, not the URL, and asks every 2 s until the payment is confirmed', async () => {
    const fake = server([unpaid, unpaid], paid);
    renderAt('/en/payTypeResult?orderNo=LM202601010001&status=paid', <PayResultView orderNo="LM202601010001" />);
    await pass(0);
    expect(fake.requests).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Waiting for the payment confirmation…' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();

    await pass(2000);
    expect(fake.requests).toHaveLength(2);
    expect(screen.queryByText('Payment received')).toBeNull();

    await pass(2000);
    expect(fake.requests).toHaveLength(3);
    const success = screen.getByRole('status');
    expect(success.textContent).toContain('Payment received');
    expect(success.textContent).toContain('¥186.50');
    expect(success.textContent).toContain('about 186 points');
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202601010001');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en/');
    expect(fake.requests.every((r) => r.url === '/api/payment/status' && r.params.orderNo === 'LM202601010001')).toBe(true);

    await pass(10_000);
    expect(fake.requests).toHaveLength(3); // paid: no more asking
  });

  it('stops after about a minute, then lets the shopper check again or go back to the payment page', async () => {
    const fake = server([], unpaid);
    renderAt('/en/payTypeResult?orderNo=LM202601010001', <PayResultView orderNo="LM202601010001" />);
    await pass(0);
    expect((screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement).disabled).toBe(true);
    await pass(60_000);
    expect(fake.requests).toHaveLength(31);
    await pass(10_000);
    expect(fake.requests).toHaveLength(31);
    expect(screen.getByRole('heading', { name: 'No payment confirmation yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to payment' }).getAttribute('href')).toBe('/en/payType?orderNo=LM202601010001');

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await pass(0);
    expect(fake.requests).toHaveLength(32);
    expect(screen.getByRole('heading', { name: 'Waiting for the payment confirmation…' })).toBeTruthy();
  });

  it('explains a cancelled order, and offers a retry when the status cannot be loaded', async () => {
    const fake = server(['network'], ok(status({ status: 'cancelled', payDeadline: null })));
    renderAt('/en/payTypeResult?orderNo=LM202601010001', <PayResultView orderNo="LM202601010001" />);
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await pass(0);
    expect(fake.requests).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Order status: Cancelled' })).toBeTruthy();
    expect(screen.getByText(/not paid in time/)).toBeTruthy();
    await pass(10_000);
    expect(fake.requests).toHaveLength(2);
  });
});
