import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { StaffOrder } from '../api/order-types';
import { OrderDetail } from './order-detail';

const ORDER_NO = 'LM20261120100001';
const paid = (fields: Partial<StaffOrder> = {}): StaffOrder => ({
  orderNo: ORDER_NO, status: 'paid', version: '2026-11-20T02:05:00.000Z', createdAt: '2026-11-20T02:00:00.000Z',
  payAmount: 1221, goodsAmount: 1221, reductionAmount: 0, couponAmount: 0, shippingAmount: 0, paymentMethod: 'bank_transfer', note: 'Room 301',
  items: [{ skuId: 21, skuCode: 'LF-010', name: 'Lithium foil', spec: '0.1 mm', unitPrice: 610.5, quantity: 2, amount: 1221, lots: [], regulatedClass: null }],
  labGroup: null, endUse: null,
  address: { receiver: 'Han Meimei', mobile: '13912345678', province: '广东省', city: '深圳市', district: '南山区', detail: '9 Gaoxin South Road', postcode: '518057' },
  invoice: { type: 'special', title: 'Institute of Physics', taxNumber: '91110000600037341L' },
  buyer: { account: 'li@lab.edu.cn', nickname: 'li***', institution: 'Institute of Physics', laboratory: 'Battery lab', mobile: '', contactEmail: '' },
  payments: [{ paymentNo: 'P20261120020500ABCDEF', method: 'bank_transfer', amount: 1221, status: 'succeeded', createdAt: '2026-11-20T02:01:00.000Z', succeededAt: '2026-11-20T02:05:00.000Z' }],
  shipment: null,
  timeline: [
    { kind: 'created', at: '2026-11-20T02:00:00.000Z', actor: 'buyer', staff: null, reason: null },
    { kind: 'transferConfirmed', at: '2026-11-20T02:05:00.000Z', actor: 'ops', staff: 'wang@shop.cn', reason: null },
  ],
  actions: ['ship', 'refund'],
  ...fields,
});
const shipped = paid({
  status: 'shipped', version: '2026-11-21T08:00:00.000Z', actions: ['refund'], shipment: { carrier: 'sf', trackingNo: 'SF1402233445566' },
  items: [{ ...paid().items[0]!, lots: [{ lotNumber: 'B90301-1A', quantity: 2, certificateUrl: '/api/safety/certificate/pdf?lot=B90301-1A' }] }],
  timeline: [...paid().timeline, { kind: 'shipped', at: '2026-11-21T08:00:00.000Z', actor: 'ops', staff: 'staff@labmall.test', reason: null }],
});

/** The detail and action calls: `action` answers the action; the detail answers `orders` in turn (the last one repeats). */
function serve(orders: StaffOrder[], action: () => FakeReply) {
  let reads = 0;
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/orders/detail') return { body: { code: 200, message: 'ok', data: orders[Math.min(reads++, orders.length - 1)] } };
    return action();
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const render = () => renderInShop(<OrderDetail orderNo={ORDER_NO} />, { url: `/en/backoffice/order?orderNo=${ORDER_NO}` });

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('order detail (console)', () => {
  it('shows the buyer, lines, payments and the timeline naming the staff member', async () => {
    serve([shipped], () => ({ status: 404, body: { code: 404, message: 'Not found', data: null } }));
    signInStaff('orders');
    render();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent!.replace(li.querySelector('time')!.textContent!, '').trim())).toEqual([
      'Placed by the buyer', 'Bank transfer confirmed by wang@shop.cn', 'Shipped by staff@labmall.test',
    ]);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('SF Express')).toBeTruthy();
    expect(within(summary).getByText('SF1402233445566')).toBeTruthy();
    expect(within(summary).getByText('Institute of Physics · Battery lab')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'B90301-1A' }).getAttribute('href')).toBe('/api/safety/certificate/pdf?lot=B90301-1A');
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('Succeeded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('ships with carrier and tracking number checked first, sends the version read, then shows the order again', async () => {
    const requests = serve([paid(), shipped], () => ({ body: { code: 200, message: 'ok', data: { orderNo: ORDER_NO, status: 'shipped', version: shipped.version, replayed: false } } }));
    signInStaff('orders');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: `Ship order ${ORDER_NO}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(within(dialog).getByText('Choose the carrier.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the tracking number: 4 to 64 letters, digits or dashes.')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/backoffice/orders/ship')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Carrier' }), { target: { value: 'sf' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tracking number' }), { target: { value: ' SF1402233445566 ' } });
    const submit = within(dialog).getByRole('button', { name: 'Ship the order' });
    fireEvent.click(submit);
    fireEvent.click(submit); // a double click sends one call
    expect(await screen.findByText(`Order ${ORDER_NO} is shipped.`)).toBeTruthy();
    const calls = requests.filter((r) => r.url === '/api/backoffice/orders/ship');
    expect(calls.map(sentBody)).toEqual([{ orderNo: ORDER_NO, version: paid().version, carrier: 'sf', trackingNo: 'SF1402233445566' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('SF1402233445566')).toBeTruthy();
  });

  it('confirms before a refund, and on 409 says the order changed and offers a reload instead of retrying', async () => {
    const requests = serve([paid(), paid({ status: 'closed', actions: [] })], () => ({ status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } }));
    signInStaff('orders');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: `Refund order ${ORDER_NO}?` });
    expect(within(dialog).getByText(/1,221\.00 is refunded through the payment/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Go back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    const stale = await screen.findByText(/This order changed after you opened it/);
    expect(stale.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/orders/refund')!)).toEqual({ orderNo: ORDER_NO, version: paid().version });
    fireEvent.click(screen.getByRole('button', { name: 'Reload the order' }));
    expect(await screen.findByText('Nothing can be done with an order in this status.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/This order changed after you opened it/)).toBeNull());
  });

  it('keeps another refusal in the dialog with the server’s words; Escape closes it', async () => {
    serve([paid({ status: 'unpaid', actions: ['cancel', 'confirmTransfer'] })], () => ({ status: 500, body: { code: 500, message: 'Something went wrong on our side', data: null } }));
    signInStaff('orders');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm bank transfer' }));
    const dialog = screen.getByRole('dialog', { name: `Confirm the bank transfer for order ${ORDER_NO}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'The money has arrived' }));
    expect((await within(dialog).findByText('Something went wrong on our side')).closest('[role="alert"]')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const labGroup = { id: 7, name: 'Battery lab', institution: 'Institute of Physics', budgetId: 3, budgetCode: 'NSFC-22179' };
  it.each([
    ['Not paid yet', { kind: 'invoice', dueAt: '2026-12-20T02:00:00.000Z', paid: false, overdue: false }, 'Dec 20, 2026'],
    ['Overdue', { kind: 'invoice', dueAt: '2026-10-20T02:00:00.000Z', paid: false, overdue: true }, 'Oct 20, 2026'],
    ['Paid', { kind: 'invoice', dueAt: '2026-12-20T02:00:00.000Z', paid: true, overdue: false }, 'Dec 20, 2026'],
  ] as const)('labels a term order "%s" beside its due date, with how to record the transfer while unpaid', async (standing, terms, due) => {
    serve([paid({ status: 'shipped', labGroup, terms, payments: [], actions: terms.paid ? [] : ['confirmTransfer'] })], () => ({ status: 404, body: { code: 404, message: 'Not found', data: null } }));
    signInStaff('orders');
    render();
    const group = await screen.findByRole('region', { name: 'Lab group' });
    const fact = within(group).getByText('Payment terms').closest('div')!;
    expect(fact.textContent).toContain(`On invoice: due ${due}`);
    expect(within(fact).getByText(standing).tagName).toBe('STRONG');
    expect(within(fact).queryByText(/when the bank transfer arrives/) !== null).toBe(!terms.paid);
  });

  it('shows no term fact on an order paid before shipping', async () => {
    serve([paid({ labGroup: { id: 7, name: 'Battery lab', institution: 'Institute of Physics', budgetId: null, budgetCode: null }, terms: null })], () => ({ status: 404, body: { code: 404, message: 'Not found', data: null } }));
    signInStaff('orders');
    render();
    const group = await screen.findByRole('region', { name: 'Lab group' });
    expect(within(group).queryByText('Payment terms')).toBeNull();
  });
});
