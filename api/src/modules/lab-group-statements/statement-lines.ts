import type { BudgetMove } from '../../db/schema/lab-groups';
import type { PaymentMethod } from '../../db/schema/orders';
import type { AmountChangeRow, BudgetRow, InvoiceRow, MoveRow } from './repository';

/**
 * What a statement line records: a budget move (placed, cancelled, paid, refunded), an invoice of a group order, or
 * a change of the budget's amount (budgetChanged: not spending, but it moves the balance).
 */
export type LineKind = 'placed' | 'cancelled' | 'paid' | 'refunded' | 'invoiceRequested' | 'invoiceIssued' | 'budgetChanged';
export const LINE_KINDS: LineKind[] = ['placed', 'cancelled', 'paid', 'refunded', 'invoiceRequested', 'invoiceIssued', 'budgetChanged'];

const kindOfMove: Record<BudgetMove, LineKind> = { reserve: 'placed', release: 'cancelled', consume: 'paid', refund: 'refunded' };
/**
 * How a move changes the budget's remaining (amount − reserved − consumed): placing holds the money, cancelling
 * and refunding give it back, paying only turns held money into spent money.
 */
const remainingSign: Record<BudgetMove, -1 | 0 | 1> = { reserve: -1, release: 1, consume: 0, refund: 1 };

/** A line in fen, before it is shown (statement.ts turns it into yuan). */
export type Line = {
  at: Date;
  kind: LineKind;
  budgetId: number;
  orderId: number | null;
  orderNo: string | null;
  memberId: number | null;
  memberName: string;
  amount: number;
  /** Signed change of the remaining amount. */
  change: number;
  paymentMethod: PaymentMethod | null;
  paidAt: Date | null;
  invoiceType: 'ordinary' | 'special' | null;
  invoiceTitle: string | null;
};

const rank = (kind: LineKind) => LINE_KINDS.indexOf(kind);

/** The period's lines in date order (a move and the invoice asked with the same order: the move first). */
export function linesOf(moves: MoveRow[], requested: InvoiceRow[], issued: InvoiceRow[], changes: AmountChangeRow[]): Line[] {
  const invoiceLine = (kind: LineKind) => (row: InvoiceRow): Line => ({
    at: row.at, kind, budgetId: row.budgetId, orderId: row.orderId, orderNo: row.orderNo, memberId: row.userId, memberName: row.memberName ?? '',
    amount: row.amount, change: 0, paymentMethod: null, paidAt: null,
    invoiceType: row.invoice.type === 'none' ? null : row.invoice.type, invoiceTitle: row.invoice.type === 'none' ? null : row.invoice.title,
  });
  const lines: Line[] = [
    ...moves.map((m): Line => ({
      at: m.at, kind: kindOfMove[m.kind], budgetId: m.budgetId, orderId: m.orderId, orderNo: m.orderNo, memberId: m.userId, memberName: m.memberName ?? '',
      amount: m.amount, change: remainingSign[m.kind] * m.amount,
      paymentMethod: m.kind === 'consume' ? m.paymentMethod : null, paidAt: m.kind === 'consume' ? m.paidAt : null, invoiceType: null, invoiceTitle: null,
    })),
    ...requested.map(invoiceLine('invoiceRequested')),
    ...issued.map(invoiceLine('invoiceIssued')),
    ...changes.map((c): Line => ({
      at: c.at, kind: 'budgetChanged', budgetId: c.budgetId, orderId: null, orderNo: null, memberId: c.userId, memberName: c.memberName ?? '',
      amount: Math.abs(c.newAmount - c.oldAmount), change: c.newAmount - c.oldAmount, paymentMethod: null, paidAt: null, invoiceType: null, invoiceTitle: null,
    })),
  ];
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.kind) - rank(b.kind) || (a.orderId ?? 0) - (b.orderId ?? 0));
}

/**
 * Each budget's remaining before the period: its amount then − (reserve − release − consume) − (consume − refund).
 * Its amount then is the current amount less the changes made since (`changedSince`, Σ new − old per budget).
 */
export function remainingBefore(budgets: BudgetRow[], sums: { budgetId: number; kind: BudgetMove; amount: number }[], changedSince: Map<number, number>): Map<number, number> {
  const remaining = new Map(budgets.map((b) => [b.id, b.amount - (changedSince.get(b.id) ?? 0)]));
  for (const sum of sums) remaining.set(sum.budgetId, (remaining.get(sum.budgetId) ?? 0) + remainingSign[sum.kind] * sum.amount);
  return remaining;
}

/** Fen sums of one slice of lines (a member, a budget, the whole statement). */
export type Sums = { orders: number; placed: number; cancelled: number; paid: number; refunded: number; netSpent: number };
export function sumsOf(lines: Line[]): Sums {
  const of = (kind: LineKind) => lines.filter((l) => l.kind === kind).reduce((n, l) => n + l.amount, 0);
  const [placed, cancelled, paid, refunded] = [of('placed'), of('cancelled'), of('paid'), of('refunded')];
  return { orders: lines.filter((l) => l.kind === 'placed').length, placed, cancelled, paid, refunded, netSpent: paid - refunded };
}
