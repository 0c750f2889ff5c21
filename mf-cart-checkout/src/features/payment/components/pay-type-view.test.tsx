import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import type * as redirect from '../lib/redirect';
import { redirectTo } from '../lib/redirect';
import { methods, ok, renderAt, serve, status } from '../testing/payment-fixtures';
import { PayTypeView } from './pay-type-view';

// The page leaves the shop for the gateway: record where instead of navigating jsdom away.
vi.mock('../lib/redirect', async (original) => ({ ...(await original<typeof redirect>()), redirectTo: vi.fn() }));

const bankAccount = { accountName: 'Demo Lab Tech Co.', bank: 'ICBC', accountNumber: '1001 2345 0901 6688 123', branch: 'Zhangjiang branch', demo: true };

beforeEach(() => appStore.getState().setLanguage('2'));
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  vi.mocked(redirectTo).mockReset();
});

describe('PayTypeView', () => {
  it('shows the order, labels the sandbox gateways, posts the chosen method and opens the gateway page', async () => {
    const fake = serve((url) => {
      if (url === '/api/payment/status') return ok(status());
      if (url === '/api/payment/methods') return ok(methods);
      return ok({ paymentNo: 'P1', method: 'wechat', amount: 186.5, payUrl: '/sandbox/pay/P1' });
    });
    renderAt('/en/payType?orderNo=LM202601010001', <PayTypeView orderNo="LM202601010001" />);

    const group = await screen.findByRole('group', { name: 'Choose how to pay' });
    expect(screen.getByText('LM202601010001')).toBeTruthy();
    expect(screen.getByText('¥186.50')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^0:(29|30):\d\d$/);
    for (const name of ['Alipay', 'WeChat Pay', 'UnionPay']) {
      expect(within(group).getByRole('radio', { name: new RegExp(`${name}.*Sandbox — no real money moves`) })).toBeTruthy();
    }
    expect(within(group).getByRole('radio', { name: /Bank transfer/ }).closest('label')!.textContent).not.toContain('Sandbox');

    fireEvent.click(within(group).getByRole('radio', { name: /WeChat Pay/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/P1'));
    const create = fake.requests.find((r) => r.url === '/api/payment/create')!;
    expect(sentBody(create)).toEqual({ orderNo: 'LM202601010001', method: 'wechat' });
    expect(fake.requests.find((r) => r.url === '/api/payment/status')!.params).toEqual({ orderNo: 'LM202601010001' });
  });

  it('for a bank transfer shows the account, the amount and the order number as the reference, and links to the result', async () => {
    serve((url) => {
      if (url === '/api/payment/status') return ok(status());
      if (url === '/api/payment/methods') return ok(methods);
      return ok({ paymentNo: 'P2', method: 'bank_transfer', amount: 186.5, bankAccount, reference: 'LM202601010001', payDeadline: '2030-01-04T00:00:00Z' });
    });
    renderAt('/en/payType?orderNo=LM202601010001', <PayTypeView orderNo="LM202601010001" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    const details = await screen.findByRole('region', { name: 'Bank transfer details' });
    expect(within(details).getByText('1001 2345 0901 6688 123')).toBeTruthy();
    expect(within(details).getByText('LM202601010001')).toBeTruthy();
    expect(within(details).getByText('¥186.50')).toBeTruthy();
    expect(within(details).getByText(/once the shop confirms the money arrived/)).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy Reference (order number)' })).toBeTruthy();
    expect(within(details).getByRole('link', { name: /check the order status/ }).getAttribute('href')).toBe('/en/payTypeResult?orderNo=LM202601010001');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows a paid or cancelled order’s state with links instead of offering to pay', async () => {
    serve((url) => (url === '/api/payment/status' ? ok(status({ status: 'cancelled', payDeadline: null })) : ok(methods)));
    renderAt('/en/payType?orderNo=LM202601010001', <PayTypeView orderNo="LM202601010001" />);
    expect(await screen.findByRole('heading', { name: 'Order status: Cancelled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202601010001');
  });

  it('says a term order that shipped before payment is paid by bank transfer against the invoice, by its due date, not here', async () => {
    serve((url) => (url === '/api/payment/status' ? ok(status({ status: 'shipped', payDeadline: null, paidAt: null, dueAt: '2026-12-20T02:00:00.000Z' })) : ok(methods)));
    renderAt('/en/payType?orderNo=LM202601010001', <PayTypeView orderNo="LM202601010001" />);
    expect(await screen.findByRole('heading', { name: 'Order status: Shipped' })).toBeTruthy();
    expect(screen.getByText(/^This order is on the group’s invoice: it ships before payment\. .* by Dec 20, 2026; there is nothing to pay here\.$/)).toBeTruthy();
    expect(screen.queryByText('This order has been paid already; there is nothing more to pay.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('says when the order cannot be loaded and retries', async () => {
    let calls = 0;
    serve((url) => (url === '/api/payment/methods' ? ok(methods) : ++calls === 1 ? 'network' : ok(status())));
    renderAt('/en/payType?orderNo=LM202601010001', <PayTypeView orderNo="LM202601010001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
  });
});
