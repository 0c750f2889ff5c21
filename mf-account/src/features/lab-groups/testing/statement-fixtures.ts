// A statement as the API answers it, for this feature's tests (never imported by shipped code).
import type { Statement } from '../api/statement-types';

export const statementOf = (month: string, budget: Statement['budget'] = null): Statement => ({
  group: { id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University' },
  budget,
  period: { month, from: `${month}-01`, to: `${month}-28` },
  openingBalance: 30000,
  closingBalance: 29600,
  totals: { orders: 2, placed: 1000, cancelled: 600, paid: 400, refunded: 0, netSpent: 400 },
  lines: [
    { at: `${month}-03T02:00:00Z`, kind: 'placed', orderId: 1, orderNo: 'LM20261003100001', memberId: 1, memberName: 'Li Wei', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 400, change: -400, balance: 29600, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null },
    { at: `${month}-03T02:00:00Z`, kind: 'invoiceRequested', orderId: 1, orderNo: 'LM20261003100001', memberId: 1, memberName: 'Li Wei', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 400, change: 0, balance: 29600, paymentMethod: null, paidAt: null, invoiceType: 'ordinary', invoiceTitle: 'Tsinghua University' },
    { at: `${month}-03T05:00:00Z`, kind: 'paid', orderId: 1, orderNo: 'LM20261003100001', memberId: 1, memberName: 'Li Wei', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 400, change: 0, balance: 29600, paymentMethod: 'bank_transfer', paidAt: `${month}-03T05:00:00Z`, invoiceType: null, invoiceTitle: null },
    { at: `${month}-09T05:00:00Z`, kind: 'placed', orderId: 2, orderNo: 'LM20261009100002', memberId: 2, memberName: 'Zhang Min', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 600, change: -600, balance: 29000, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null },
    { at: `${month}-09T06:00:00Z`, kind: 'cancelled', orderId: 2, orderNo: 'LM20261009100002', memberId: 2, memberName: 'Zhang Min', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 600, change: 600, balance: 29600, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null },
  ],
  byMember: [
    { memberId: 1, memberName: 'Li Wei', orders: 1, placed: 400, cancelled: 0, paid: 400, refunded: 0, netSpent: 400 },
    { memberId: 2, memberName: 'Zhang Min', orders: 1, placed: 600, cancelled: 600, paid: 0, refunded: 0, netSpent: 0 },
  ],
  byBudget: [{ budgetId: 3, code: 'NSFC-52272001', name: 'Solid electrolytes', opening: 30000, closing: 29600, orders: 2, placed: 1000, cancelled: 600, paid: 400, refunded: 0, netSpent: 400 }],
});

export const quietMonth = (month: string): Statement => ({
  ...statementOf(month),
  closingBalance: 30000,
  totals: { orders: 0, placed: 0, cancelled: 0, paid: 0, refunded: 0, netSpent: 0 },
  lines: [],
  byMember: [],
});

/** A month in which finance raised the grant by ¥5,000 after the orders: a line of its own, not spending. */
export const raisedMonth = (month: string): Statement => {
  const base = statementOf(month);
  return {
    ...base,
    closingBalance: 34600,
    lines: [
      ...base.lines,
      { at: `${month}-20T03:00:00Z`, kind: 'budgetChanged', orderId: null, orderNo: null, memberId: 3, memberName: 'Wang Fang', budgetId: 3, budgetCode: 'NSFC-52272001', amount: 5000, change: 5000, balance: 34600, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null },
    ],
    byBudget: base.byBudget.map((b) => ({ ...b, closing: 34600 })),
  };
};
