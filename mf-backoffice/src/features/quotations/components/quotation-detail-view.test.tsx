import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { QuotationDetail } from '../api/get-quotation';
import { chinaToday } from '../model/answer-draft';
import { QuotationDetailView } from './quotation-detail-view';

const requested: QuotationDetail = {
  quoteNo: 'QT2026112600042', status: 'requested', createdAt: '2026-11-26T08:00:00.000Z', version: 'v1', institution: 'IOP CAS', deliveryCity: 'Beijing',
  wantedDate: '2026-12-10', invoice: { type: 'none' }, note: 'for the CV lab', staffNote: '',
  lines: [
    { skuId: 1, productId: 1, skuCode: 'EL-1', name: 'LiPF6 electrolyte', spec: '500 mL', quantity: 10, listPrice: 100, unitPrice: null, amount: null },
    { skuId: 2, productId: 1, skuCode: 'EL-2', name: 'LiPF6 electrolyte', spec: '1 L', quantity: 2, listPrice: 250, unitPrice: null, amount: null },
  ],
  goodsAmount: null, shippingAmount: null, totalAmount: null, validUntil: null, quotedAt: null, orderNo: null,
  buyer: { account: 'buyer@lab.example', nickname: 'bu***', institution: 'IOP', mobile: '', contactEmail: '' },
  history: [{ kind: 'requested', at: '2026-11-26T08:00:00.000Z', staff: null, note: 'for the CV lab' }],
  actions: ['answer', 'reject'],
};
const quoted: QuotationDetail = { ...requested, status: 'quoted', version: 'v2', totalAmount: 1215, shippingAmount: 15, validUntil: '2026-12-31', actions: ['withdraw'] };

function serve(detail: QuotationDetail, answers: Record<string, { status?: number; body: unknown }> = {}) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/quotations/detail') return { body: { code: 200, message: 'ok', data: detail } };
    const reply = answers[config.url ?? ''];
    return reply ?? { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const open = () => renderInShop(<QuotationDetailView />, { url: '/en/backoffice/quotation?quoteNo=QT2026112600042' });
const price = (sku: string) => screen.getByRole('textbox', { name: `Unit price of ${sku}` });

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('quotation detail (console)', () => {
  it('checks the answer as the server does before sending, then sends prices, shipping, validity and terms with the version', async () => {
    const requests = serve(requested, { '/api/backoffice/quotations/answer': { body: { code: 200, message: 'ok', data: { quoteNo: requested.quoteNo, status: 'quoted', version: 'v2' } } } });
    signInStaff('quotations');
    open();
    expect(await screen.findByText('bu*** · buyer@lab.example')).toBeTruthy();
    fireEvent.change(price('EL-1'), { target: { value: '80.005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(screen.getAllByText('Enter a unit price above 0, at most two decimals, up to 10,000,000.')).toHaveLength(2);
    expect(screen.getByText('Choose the validity date.')).toBeTruthy();
    expect(price('EL-1').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url === '/api/backoffice/quotations/answer')).toBe(false);

    fireEvent.change(price('EL-1'), { target: { value: '80' } });
    fireEvent.change(price('EL-2'), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shipping (CNY)' }), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Valid until (that day included, China time)'), { target: { value: chinaToday() } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Terms (the buyer reads them; optional)' }), { target: { value: 'FOB Shanghai' } });
    expect(screen.getByText(/^Total: .*1,215\.00$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText(`Quotation ${requested.quoteNo} is answered; the buyer is told.`)).toBeTruthy();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/quotations/answer')!)).toEqual({
      quoteNo: requested.quoteNo, version: 'v1', lines: [{ sku: 'EL-1', unitPrice: 80 }, { sku: 'EL-2', unitPrice: 200 }], shipping: 15, validUntil: chinaToday(), note: 'FOB Shanghai',
    });
  });

  it('shows the server\'s refusal when the quotation changed meanwhile, keeping what was typed', async () => {
    serve(requested, { '/api/backoffice/quotations/answer': { status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } } });
    signInStaff('quotations');
    open();
    await screen.findByText('bu*** · buyer@lab.example');
    fireEvent.change(price('EL-1'), { target: { value: '80' } });
    fireEvent.change(price('EL-2'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Valid until (that day included, China time)'), { target: { value: chinaToday() } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect((await screen.findByText(/changed this record meanwhile/)).closest('[role="alert"]')).toBeTruthy();
    expect((price('EL-1') as HTMLInputElement).value).toBe('80');
  });

  it('withdraws a quoted price through a dialog that asks the reason', async () => {
    const requests = serve(quoted, { '/api/backoffice/quotations/withdraw': { body: { code: 200, message: 'ok', data: { quoteNo: quoted.quoteNo, status: 'withdrawn', version: 'v3' } } } });
    signInStaff('quotations');
    open();
    expect(screen.queryByRole('button', { name: 'Send the answer' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the quotation' }));
    const dialog = screen.getByRole('dialog', { name: `Withdraw quotation ${quoted.quoteNo}` });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason (the buyer reads it)' }), { target: { value: 'Supplier price changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(`Quotation ${quoted.quoteNo} is withdrawn.`)).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/quotations/withdraw')!)).toEqual({ quoteNo: quoted.quoteNo, version: 'v2', reason: 'Supplier price changed' });
  });
});
