import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { afterSalesRequests } from '../../db/schema/after-sales';
import { users } from '../../db/schema/auth';
import { labBudgetAmountChanges, labBudgetLedger, labBudgets, labGroups, type BudgetMove } from '../../db/schema/lab-groups';
import { orders, type OrderInvoice, type PaymentMethod } from '../../db/schema/orders';
import type { Db } from '../../db/types';

export type BudgetRow = { id: number; code: string; name: string; amount: number };
/** A budget move of the period with what it is about (the order, its buyer). Amounts in fen. */
export type MoveRow = {
  id: number;
  budgetId: number;
  kind: BudgetMove;
  amount: number;
  at: Date;
  userId: number | null;
  memberName: string | null;
  orderId: number | null;
  orderNo: string | null;
  paymentMethod: PaymentMethod | null;
  paidAt: Date | null;
};
/** A change of a budget's amount (fen), by whom. */
export type AmountChangeRow = { id: number; budgetId: number; oldAmount: number; newAmount: number; at: Date; userId: number | null; memberName: string | null };
export type OwedRow = { orderNo: string; memberName: string | null; budgetId: number; amount: number; placedAt: Date; dueAt: Date | null };
export type InvoiceRow = { orderId: number; orderNo: string; budgetId: number; userId: number; memberName: string | null; amount: number; invoice: OrderInvoice; at: Date };

/** The reads behind a statement; every one is bounded by the group, its budgets and the period (indexes on both). */
export function createStatementRepository(db: Db) {
  return {
    async group(groupId: number) {
      const [row] = await db.select({ id: labGroups.id, name: labGroups.name, institution: labGroups.institution, createdAt: labGroups.createdAt }).from(labGroups).where(eq(labGroups.id, groupId));
      return row;
    },
    budgets: (groupId: number): Promise<BudgetRow[]> =>
      db.select({ id: labBudgets.id, code: labBudgets.code, name: labBudgets.name, amount: labBudgets.amount }).from(labBudgets).where(eq(labBudgets.groupId, groupId)).orderBy(asc(labBudgets.code), asc(labBudgets.id)),

    /** Each budget's moves before `before`, summed by kind: what its remaining was then. */
    async movesBefore(budgetIds: number[], before: Date) {
      if (!budgetIds.length) return [];
      return db
        .select({ budgetId: labBudgetLedger.budgetId, kind: labBudgetLedger.kind, amount: sql<number>`coalesce(sum(${labBudgetLedger.amount}), 0)`.mapWith(Number) })
        .from(labBudgetLedger)
        .where(and(inArray(labBudgetLedger.budgetId, budgetIds), lt(labBudgetLedger.createdAt, before)))
        .groupBy(labBudgetLedger.budgetId, labBudgetLedger.kind);
    },

    /**
     * Each budget's amount changes at or after `since`, summed (new − old): its amount then was the current amount
     * less this (a budget's first amount, at its creation, is not a change).
     */
    async amountChangesSince(budgetIds: number[], since: Date): Promise<Map<number, number>> {
      if (!budgetIds.length) return new Map();
      const rows = await db
        .select({ budgetId: labBudgetAmountChanges.budgetId, delta: sql<number>`coalesce(sum(${labBudgetAmountChanges.newAmount} - ${labBudgetAmountChanges.oldAmount}), 0)`.mapWith(Number) })
        .from(labBudgetAmountChanges)
        .where(and(inArray(labBudgetAmountChanges.budgetId, budgetIds), gte(labBudgetAmountChanges.createdAt, since)))
        .groupBy(labBudgetAmountChanges.budgetId);
      return new Map(rows.map((r) => [r.budgetId, r.delta]));
    },

    /** The amount changes of [start, end), in the order they were made. */
    amountChanges: (budgetIds: number[], start: Date, end: Date): Promise<AmountChangeRow[]> =>
      budgetIds.length
        ? db
            .select({
              id: labBudgetAmountChanges.id, budgetId: labBudgetAmountChanges.budgetId, oldAmount: labBudgetAmountChanges.oldAmount, newAmount: labBudgetAmountChanges.newAmount,
              at: labBudgetAmountChanges.createdAt, userId: labBudgetAmountChanges.userId, memberName: users.nickname,
            })
            .from(labBudgetAmountChanges)
            .leftJoin(users, eq(users.id, labBudgetAmountChanges.userId))
            .where(and(inArray(labBudgetAmountChanges.budgetId, budgetIds), gte(labBudgetAmountChanges.createdAt, start), lt(labBudgetAmountChanges.createdAt, end)))
            .orderBy(asc(labBudgetAmountChanges.createdAt), asc(labBudgetAmountChanges.id))
        : Promise.resolve([]),

    /** The moves of [start, end), in the order they were made. */
    async moves(budgetIds: number[], start: Date, end: Date): Promise<MoveRow[]> {
      if (!budgetIds.length) return [];
      const rows = await db
        .select({
          id: labBudgetLedger.id, budgetId: labBudgetLedger.budgetId, kind: labBudgetLedger.kind, amount: labBudgetLedger.amount, at: labBudgetLedger.createdAt,
          userId: labBudgetLedger.userId, memberName: users.nickname, orderId: orders.id, orderNo: orders.orderNo, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt,
        })
        .from(labBudgetLedger)
        .leftJoin(orders, and(eq(labBudgetLedger.source, 'order'), eq(orders.id, labBudgetLedger.sourceId)))
        .leftJoin(users, eq(users.id, labBudgetLedger.userId))
        .where(and(inArray(labBudgetLedger.budgetId, budgetIds), gte(labBudgetLedger.createdAt, start), lt(labBudgetLedger.createdAt, end)))
        .orderBy(asc(labBudgetLedger.createdAt), asc(labBudgetLedger.id));
      return rows;
    },

    /** Group orders placed in [start, end) that asked for a VAT invoice. */
    invoicesRequested: (groupId: number, budgetIds: number[], start: Date, end: Date): Promise<InvoiceRow[]> =>
      budgetIds.length
        ? db
            .select({ orderId: orders.id, orderNo: orders.orderNo, budgetId: sql<number>`${orders.budgetId}`.mapWith(Number), userId: orders.userId, memberName: users.nickname, amount: orders.payAmount, invoice: sql<OrderInvoice>`${orders.invoice}`, at: orders.createdAt })
            .from(orders)
            .leftJoin(users, eq(users.id, orders.userId))
            .where(and(eq(orders.labGroupId, groupId), inArray(orders.budgetId, budgetIds), isNotNull(orders.invoice), ne(sql`${orders.invoice}->>'type'`, 'none'), gte(orders.createdAt, start), lt(orders.createdAt, end)))
            .orderBy(asc(orders.createdAt), asc(orders.id))
        : Promise.resolve([]),

    /**
     * Pay on invoice: the group's term orders placed before `end` and still owed then (not paid, cancelled or closed
     * before it), soonest due first.
     */
    owedAt: (groupId: number, budgetIds: number[], end: Date): Promise<OwedRow[]> =>
      budgetIds.length
        ? db
            .select({ orderNo: orders.orderNo, memberName: users.nickname, budgetId: sql<number>`${orders.budgetId}`.mapWith(Number), amount: orders.payAmount, placedAt: orders.createdAt, dueAt: orders.dueAt })
            .from(orders)
            .leftJoin(users, eq(users.id, orders.userId))
            .where(and(
              eq(orders.labGroupId, groupId), inArray(orders.budgetId, budgetIds), isNotNull(orders.paymentTerms), lt(orders.createdAt, end),
              or(isNull(orders.paidAt), gte(orders.paidAt, end)), or(isNull(orders.cancelledAt), gte(orders.cancelledAt, end)),
            ))
            .orderBy(asc(orders.dueAt), asc(orders.id))
        : Promise.resolve([]),

    /** Invoices issued in [start, end): a completed after-sales invoice request on one of the group's orders. */
    invoicesIssued: (groupId: number, budgetIds: number[], start: Date, end: Date): Promise<InvoiceRow[]> =>
      budgetIds.length
        ? db
            .select({ orderId: orders.id, orderNo: orders.orderNo, budgetId: sql<number>`${orders.budgetId}`.mapWith(Number), userId: orders.userId, memberName: users.nickname, amount: orders.payAmount, invoice: sql<OrderInvoice>`${orders.invoice}`, at: sql<Date>`${afterSalesRequests.statusChangedAt}`.mapWith(afterSalesRequests.statusChangedAt) })
            .from(afterSalesRequests)
            .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
            .leftJoin(users, eq(users.id, orders.userId))
            .where(and(
              eq(afterSalesRequests.type, 'invoice'), eq(afterSalesRequests.status, 'completed'), eq(orders.labGroupId, groupId), inArray(orders.budgetId, budgetIds),
              gte(afterSalesRequests.statusChangedAt, start), lt(afterSalesRequests.statusChangedAt, end),
            ))
            .orderBy(asc(afterSalesRequests.statusChangedAt), asc(afterSalesRequests.id))
        : Promise.resolve([]),
  };
}
export type StatementRepository = ReturnType<typeof createStatementRepository>;
