import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { renderInShop } from '../../../testing/render-in-shop';
import type { QuotationDetail } from '../api/quotation-types';
import { QuotationDetailView } from './quotation-detail';

const withdrawn: QuotationDetail = {
  quoteNo: 'QT2026112600042', status: 'withdrawn', createdAt: '2026-11-20T12:00:00.000Z', lineCount: 1, firstLineName: 'Ethanol', totalAmount: 135,
  validUntil: '2026-12-31', institution: 'Lab', deliveryCity: 'Shenzhen', wantedDate: '2026-12-01', invoice: { type: 'none' }, note: '',
  staffNote: 'Supplier price changed',
  lines: [{ skuId: 11, productId: 7, skuCode: 'ETH-500', name: 'Ethanol', spec: '500 mL', quantity: 2, listPrice: 60, unitPrice: 60, amount: 120 }],
  goodsAmount: 120, shippingAmount: 15, quotedAt: '2026-11-21T12:00:00.000Z', orderNo: null, canAccept: false,
};

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('a withdrawn quotation (shopper)', () => {
  it('says clearly that the shop withdrew it, shows the reason as such and offers no acceptance', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: withdrawn } })).adapter;
    renderInShop(<QuotationDetailView addressPicker={() => null} />, { url: `/en/user/quotationDetail?quoteNo=${withdrawn.quoteNo}` });
    expect(await screen.findByText(/The shop has withdrawn this quotation, so it can no longer be accepted/)).toBeTruthy();
    expect(screen.getByText('Withdrawn', { selector: '.quotation-status' })).toBeTruthy();
    expect(screen.getByText('Reason for withdrawal').nextSibling?.textContent).toBe('Supplier price changed');
    expect(screen.queryByText('Terms')).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept and order/ })).toBeNull();
  });
});
