import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { LabGroupTag, StaffOrder } from '../api/order-types';
import { OrderDetail } from './order-detail';
import { OrdersTable } from './orders-table';

const GROUP: LabGroupTag = { id: 7, name: 'Cathode lab', institution: 'Institute of Physics, CAS', budgetId: 3, budgetCode: 'NSFC-52172' };
const row = (orderNo: string, labGroup: LabGroupTag | null) => ({
  orderNo, status: 'paid', createdAt: '2026-11-20T02:00:00.000Z', payAmount: 1221, paymentMethod: 'alipay',
  buyerAccount: 'li@lab.edu.cn', institution: 'Institute of Physics', invoiceType: 'none', itemCount: 3, labGroup,
});
const ORDER_NO = 'LM20261120100001';
const order = (fields: Partial<StaffOrder> = {}): StaffOrder => ({
  orderNo: ORDER_NO, status: 'paid', version: '2026-11-20T02:05:00.000Z', createdAt: '2026-11-20T02:00:00.000Z',
  payAmount: 1221, goodsAmount: 1221, reductionAmount: 0, couponAmount: 0, shippingAmount: 0, paymentMethod: 'alipay', note: '',
  items: [
    { skuId: 21, skuCode: 'AC-500', name: 'Acetone', spec: '500 mL', unitPrice: 60, quantity: 2, amount: 120, lots: [], regulatedClass: 'precursor' },
    { skuId: 22, skuCode: 'LF-010', name: 'Lithium foil', spec: '0.1 mm', unitPrice: 1101, quantity: 1, amount: 1101, lots: [], regulatedClass: null },
  ],
  labGroup: GROUP, endUse: 'Electrolyte additive screening for Li-ion coin cells',
  address: { receiver: 'Han Meimei', mobile: '13912345678', province: '广东省', city: '深圳市', district: '南山区', detail: '9 Gaoxin South Road', postcode: '518057' },
  invoice: { type: 'none' },
  buyer: { account: 'li@lab.edu.cn', nickname: 'li***', institution: 'Institute of Physics', laboratory: '', mobile: '', contactEmail: '' },
  payments: [], shipment: null, timeline: [], actions: [],
  ...fields,
});

/** Answers the list with a group order and a personal one, and the detail with `detail`; returns what was asked. */
function serve(detail: StaffOrder = order()) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/orders/list') {
      return { body: { code: 200, message: 'ok', data: { items: [row('LM20261120100001', GROUP), row('LM20261120100002', null)], total: 2, page: 1, pageSize: 20 } } };
    }
    return { body: { code: 200, message: 'ok', data: detail } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('group orders in the console', () => {
  it('shows each order’s lab group and budget code, or that it is personal; a group’s name filters the list to it', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<OrdersTable />, { url: '/en/backoffice/orders?status=paid' });
    const groupLink = await screen.findByRole('link', { name: 'Only the orders of Cathode lab' });
    expect(screen.getByRole('columnheader', { name: 'Lab group' })).toBeTruthy();
    const cell = groupLink.closest('td')!;
    expect(within(cell).getByText('NSFC-52172')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Personal' })).toBeTruthy();
    expect(groupLink.getAttribute('href')).toBe('/en/backoffice/orders?page=1&pageSize=20&sort=createdAt&order=desc&status=paid&labGroupId=7');

    fireEvent.click(groupLink);
    await screen.findByRole('link', { name: 'Only the orders of Cathode lab' });
    expect(requests.at(-1)!.params).toMatchObject({ status: 'paid', labGroupId: '7' });
    expect((screen.getByRole('spinbutton', { name: 'Lab group ID' }) as HTMLInputElement).value).toBe('7');
  });

  it('keeps the group filters in the URL and sends them: one group by id, or group orders only', async () => {
    const requests = serve();
    signInStaff('orders');
    renderInShop(<OrdersTable />, { url: '/en/backoffice/orders?labGroupId=abc&groupOrders=all' });
    await screen.findByRole('link', { name: 'Only the orders of Cathode lab' });
    expect(requests[0]!.params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc' }); // bad values are no filter

    const only = screen.getByRole('checkbox', { name: 'Lab-group orders only' });
    expect((only as HTMLInputElement).checked).toBe(false);
    fireEvent.click(only);
    fireEvent.submit(only.closest('form')!);
    await screen.findByRole('link', { name: 'Only the orders of Cathode lab' });
    expect(requests.at(-1)!.params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc', groupOrders: 'only' });
    expect(currentUrl()).toBe('/en/backoffice/orders?page=1&pageSize=20&sort=createdAt&order=desc&groupOrders=only');
    expect((screen.getByRole('checkbox', { name: 'Lab-group orders only' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Only the orders of Cathode lab' });
    expect(requests.at(-1)!.params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc' });
  });

  it('shows a group order’s group, institution, budget code and end use, with each regulated line’s class; support staff get a link to the group', async () => {
    serve();
    signInStaff('orders', 'support');
    renderInShop(<OrderDetail orderNo={ORDER_NO} />, { url: `/en/backoffice/order?orderNo=${ORDER_NO}` });
    const block = await screen.findByRole('region', { name: 'Lab group' });
    expect(within(block).getByRole('link', { name: 'Cathode lab' }).getAttribute('href')).toBe('/en/backoffice/lab-group?id=7');
    expect(within(block).getByText('Institute of Physics, CAS')).toBeTruthy();
    expect(within(block).getByText('NSFC-52172')).toBeTruthy();
    expect(within(block).getByText('Electrolyte additive screening for Li-ion coin cells')).toBeTruthy();
    const acetone = screen.getByRole('rowheader', { name: /Acetone/ });
    expect(within(acetone).getByText('Regulated class: Precursor chemical')).toBeTruthy();
    expect(within(screen.getByRole('rowheader', { name: /Lithium foil/ })).queryByText(/Regulated class/)).toBeNull();
  });

  it('names the group without a link for staff who cannot open lab groups, and shows no block for a personal order', async () => {
    serve(order({ labGroup: { ...GROUP, budgetCode: null, budgetId: null }, endUse: null }));
    signInStaff('orders');
    const { unmount } = renderInShop(<OrderDetail orderNo={ORDER_NO} />, { url: `/en/backoffice/order?orderNo=${ORDER_NO}` });
    const block = await screen.findByRole('region', { name: 'Lab group' });
    expect(within(block).getByText('Cathode lab')).toBeTruthy();
    expect(within(block).queryByRole('link')).toBeNull();
    expect(within(block).getByText('No budget')).toBeTruthy();
    expect(within(block).queryByText('End-use declaration')).toBeNull();
    unmount();

    // Another order number, so the page cannot show the group order's cached detail while it asks again.
    const personalNo = 'LM20261120100002';
    serve(order({ orderNo: personalNo, labGroup: null, endUse: null, items: [{ ...order().items[1]! }] }));
    renderInShop(<OrderDetail orderNo={personalNo} />, { url: `/en/backoffice/order?orderNo=${personalNo}` });
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Lab group' })).toBeNull();
  });
});
