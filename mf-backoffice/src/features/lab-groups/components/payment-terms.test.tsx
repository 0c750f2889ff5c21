import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { PaymentTerms } from './payment-terms';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const URL = '/api/backoffice/lab-groups/3/terms';
const open = { orderNo: 'LM20261101100001', status: 'shipped', amount: 1200, buyerName: 'Lin', placedAt: '2026-10-01T02:00:00.000Z', dueAt: '2026-10-31T02:00:00.000Z', overdue: true };
const granted = {
  group: { id: 3, name: 'Solid-State Battery Lab' }, verified: true,
  terms: { days: 30, creditLimit: 5000, active: true, grantedAt: '2026-09-01T02:00:00.000Z', grantedBy: { id: 1, account: 'support@labmall.test' } },
  owed: 1200, available: 3800, orders: [open], overdue: [open],
};
const none = { ...granted, verified: false, terms: null, owed: 0, available: 0, orders: [], overdue: [] };

function serve(view: unknown, put: () => FakeReply = () => ok(granted)) {
  const fake = createFakeAdapter((config) => (config.method === 'put' ? put() : ok(view)));
  apiClient.defaults.adapter = fake.adapter;
  signInStaff('support');
  renderInShop(<PaymentTerms groupId={3} />, { url: '/en/backoffice/lab-group?id=3' });
  return fake;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('a lab group’s payment terms in the console', () => {
  it('shows the terms, what is owed and the open term orders, overdue ones marked, each linking to its order', async () => {
    const fake = serve(granted);
    expect(await screen.findByText('30 days')).toBeTruthy();
    expect(fake.requests[0]!.url).toBe(URL);
    expect(screen.getByText('¥3,800.00')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('1 term order(s) overdue');
    const table = screen.getByRole('table', { name: 'Term orders not paid yet (1)' });
    expect(within(table).getByRole('link', { name: open.orderNo }).getAttribute('href')).toBe(`/en/backoffice/order?orderNo=${open.orderNo}`);
    expect(within(table).getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Change payment terms' })).toBeTruthy();
  });

  it('checks days and limit before sending, focusing the first wrong field, then sends the terms', async () => {
    const fake = serve({ ...none, verified: true });
    const days = await screen.findByLabelText<HTMLInputElement>('Days to pay');
    fireEvent.change(days, { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Credit limit (CNY)'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 120')).toBeTruthy();
    expect(screen.getByText('Enter an amount of 0 or more with at most two decimals')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(days));
    expect(fake.requests.filter((r) => r.method === 'put')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Credit limit (CNY)'), { target: { value: '8000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Payment terms saved.')).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'put')!;
    expect(put.url).toBe(URL);
    expect(sentBody(put)).toEqual({ days: 45, creditLimit: 8000.5, active: true });
  });

  it('says why an unverified group cannot get terms, with a link to the verification queue', async () => {
    serve(none, () => ({ status: 409, body: { code: 409, message: 'Verify the lab group before granting payment terms', data: { reason: 'TERMS_GROUP_UNVERIFIED' } } }));
    expect(await screen.findByText('No payment terms. The group is not verified yet: verify it before granting terms.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Credit limit (CNY)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Verify the lab group before granting payment terms')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the verification queue' }).getAttribute('href')).toBe('/en/backoffice/verifications');
  });
});
