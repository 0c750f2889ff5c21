// Test helpers (no test itself): a quoted quotation, the shopper's lab groups and a fake API answering them.
import { useEffect } from 'react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { QuotationDetail } from '../api/quotation-types';
import type { AddressPickerSlot } from '../components/quotation-detail';

export const quoted: QuotationDetail = {
  quoteNo: 'QT2026112600042', status: 'quoted', createdAt: '2026-11-20T12:00:00.000Z', lineCount: 1, firstLineName: 'Acetone', totalAmount: 135,
  validUntil: '2026-12-31', institution: 'Lab', deliveryCity: 'Shenzhen', wantedDate: '2026-12-01', invoice: { type: 'none' }, note: '', staffNote: '',
  lines: [{ skuId: 11, productId: 7, skuCode: 'ACE-500', name: 'Acetone', spec: '500 mL', quantity: 2, listPrice: 60, unitPrice: 60, amount: 120, regulatedClass: null }],
  goodsAmount: 120, shippingAmount: 15, quotedAt: '2026-11-21T12:00:00.000Z', orderNo: null, canAccept: true,
};

export const regulatedQuote: QuotationDetail = { ...quoted, lines: quoted.lines.map((line) => ({ ...line, regulatedClass: 'precursor' as const })) };

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

/**
 * Serves the quotation, two groups (a buyer's and a finance-only one, which cannot order), group 3's budget and its
 * shared address (id 21); `accept` answers POST /api/quotation/accept. Returns the recorded requests.
 */
export function serveAccept(quotation: QuotationDetail, accept: (config: InternalAxiosRequestConfig) => FakeReply) {
  const fake = createFakeAdapter((config) => {
    const url = config.url ?? '';
    if (url.startsWith('/api/quotation/detail')) return ok(quotation);
    if (url.startsWith('/api/quotation/accept')) return accept(config);
    if (url === '/api/lab-groups') {
      return ok({ items: [
        { id: 3, name: 'Cathode lab', institution: 'IoP', myRoles: ['buyer'], memberCount: 3 },
        { id: 4, name: 'Audit lab', institution: 'IoP', myRoles: ['finance'], memberCount: 2 },
      ] });
    }
    if (url === '/api/lab-groups/3') return ok({ id: 3, budgets: [{ id: 9, code: 'NSFC-1', name: 'NSFC grant', remaining: 5000, active: true }] });
    if (url === '/api/lab-groups/3/addresses') {
      return ok({ items: [{ id: 21, receiver: 'Lab store', mobile: '13800000000', provinceCode: '110000', cityCode: '110100', districtCode: '110108', province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '8 Zhongguancun S St', postcode: '100190', isDefault: false }] });
    }
    return { status: 404, body: { code: 404, message: 'not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

/** Like the address book's picker: selects the shopper's default address (id 5) once it is "loaded". */
function FakePicker({ onSelect }: { onSelect: (address: { id: number }) => void }) {
  useEffect(() => onSelect({ id: 5 }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <p>Address picker</p>;
}
export const fakePicker: AddressPickerSlot = (props) => <FakePicker onSelect={props.onSelect} />;
