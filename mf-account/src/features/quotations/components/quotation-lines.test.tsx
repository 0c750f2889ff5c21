import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import type { QuotationDetail, QuotationLine } from '../api/quotation-types';
import { QuotationLines } from './quotation-lines';

const line = (fields: Partial<QuotationLine>): QuotationLine => ({
  skuId: 11, productId: 7, skuCode: 'ETH-500', name: 'Ethanol', spec: '500 mL', quantity: 2, listPrice: 60, unitPrice: null, amount: null,
  ...fields,
});

const quotation = (fields: Partial<QuotationDetail>): QuotationDetail => ({
  quoteNo: 'Q1001', status: 'requested', createdAt: '2025-03-05T12:00:00.000Z', lineCount: 2, firstLineName: 'Ethanol', totalAmount: null,
  validUntil: null, institution: 'Lab', deliveryCity: 'Shenzhen', wantedDate: '2025-04-01', invoice: { type: 'none' }, note: '', staffNote: '',
  lines: [line({}), line({ skuId: 12, productId: 8, skuCode: 'ACE-1', name: 'Acetone', spec: '1 L', quantity: 1200 })],
  goodsAmount: null, shippingAmount: null, quotedAt: null, orderNo: null, canAccept: false,
  ...fields,
});

function renderLines(q: QuotationDetail) {
  renderInShop(<><h2 id="lines">Items</h2><QuotationLines quotation={q} labelledBy="lines" /></>, { url: '/en/user/quotationDetail?quoteNo=Q1001' });
  const table = screen.getByRole('table', { name: 'Items' });
  const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  return { table, rows };
}

describe('quotation lines', () => {
  it('lists each line with its product link, spec and SKU, and "to be quoted" with no totals before staff have priced it', () => {
    const { table, rows } = renderLines(quotation({}));
    expect(rows).toEqual([
      ['Item', 'Qty', 'Unit price', 'Amount'],
      ['Ethanol500 mL · ETH-500', '2', 'to be quoted', '—'],
      ['Acetone1 L · ACE-1', '1200', 'to be quoted', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Ethanol' }).getAttribute('href')).toBe('/en/product/7');
  });

  it('shows the quoted prices, then goods, shipping and the total under the amounts', () => {
    const { rows } = renderLines(quotation({
      status: 'quoted', totalAmount: 1310, goodsAmount: 1300, shippingAmount: 10,
      lines: [line({ unitPrice: 50, amount: 100 }), line({ skuId: 12, name: 'Acetone', spec: '1 L', skuCode: 'ACE-1', quantity: 1200, unitPrice: 1, amount: 1200 })],
    }));
    expect(rows.slice(1)).toEqual([
      ['Ethanol500 mL · ETH-500', '2', '¥50.00', '¥100.00'],
      ['Acetone1 L · ACE-1', '1200', '¥1.00', '¥1,200.00'],
      ['Goods', '¥1,300.00'],
      ['Shipping', '¥10.00'],
      ['Total', '¥1,310.00'],
    ]);
  });
});
