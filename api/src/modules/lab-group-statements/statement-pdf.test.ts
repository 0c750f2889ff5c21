import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Statement } from './service';
import { statementPdf } from './statement-pdf';

const statement: Statement = {
  group: { id: 1, name: '固态电池课题组', institution: 'SJTU' },
  budget: null,
  period: { month: '2026-10', from: '2026-10-01', to: '2026-10-31' },
  openingBalance: 800,
  closingBalance: 600,
  totals: { orders: 1, placed: 200, cancelled: 0, paid: 200, refunded: 0, netSpent: 200 },
  lines: [
    { at: '2026-10-03T02:00:00.000Z', kind: 'placed', orderId: 5, orderNo: 'LM20261003100001', memberId: 7, memberName: '李雷', budgetId: 2, budgetCode: 'NSFC-1', amount: 200, change: -200, balance: 600, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null },
    { at: '2026-10-03T03:00:00.000Z', kind: 'paid', orderId: 5, orderNo: 'LM20261003100001', memberId: 7, memberName: '李雷', budgetId: 2, budgetCode: 'NSFC-1', amount: 200, change: 0, balance: 600, paymentMethod: 'alipay', paidAt: '2026-10-03T03:00:00.000Z', invoiceType: null, invoiceTitle: null },
  ],
  byMember: [{ memberId: 7, memberName: '李雷', orders: 1, placed: 200, cancelled: 0, paid: 200, refunded: 0, netSpent: 200 }],
  byBudget: [{ budgetId: 2, code: 'NSFC-1', name: '国自然', opening: 800, closing: 600, orders: 1, placed: 200, cancelled: 0, paid: 200, refunded: 0, netSpent: 200 }],
  owed: { total: 0, overdue: 0, items: [] },
};

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, '');
}

// The renderer itself (it runs in a heavy-work thread in the shop; here it is called directly).
describe('the statement PDF', () => {
  it('is a PDF with the group, the lines and the headings in the reader\'s language', async () => {
    const zh = await statementPdf(statement, 'zh');
    expect(zh.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(zh);
    for (const part of ['课题组对账单', '固态电池课题组', 'LM20261003100001', '支付宝', '期初余额（元）', '按成员']) expect(text).toContain(part);
    const ko = await pdfText(await statementPdf(statement, 'ko'));
    expect(ko).toContain('연구그룹명세서');
    expect(ko).toContain('알리페이');
  });

  it('lists the orders owed on invoice, overdue ones marked, only when the group owes something', async () => {
    const owed = {
      total: 300, overdue: 300,
      items: [{ orderNo: 'LM20261020100002', memberName: '韩梅梅', budgetId: 2, budgetCode: 'NSFC-1', amount: 300, placedAt: '2026-10-01T02:00:00.000Z', dueAt: '2026-10-31T02:00:00.000Z', overdue: true }],
    };
    const text = await pdfText(await statementPdf({ ...statement, owed }, 'en'));
    for (const part of ['Ordersowedoninvoice', 'LM20261020100002', '2026-10-31', 'Yes', 'Owedoninvoice(CNY):300']) expect(text).toContain(part);
    expect(await pdfText(await statementPdf(statement, 'en'))).not.toContain('Ordersowedoninvoice');
  });
});
