import { and, asc, eq, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labGroupTerms } from '../../db/schema/lab-group-terms';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';

/**
 * A group's open term orders: on terms, not paid, not cancelled or closed. Their sum is what the group owes; the
 * ones past `due_at` are overdue (computed, so a late sweep never lets an overdue group order on terms).
 */
export const openTermOrders = (groupId: number) =>
  and(eq(orders.labGroupId, groupId), isNotNull(orders.paymentTerms), isNull(orders.paidAt), notInArray(orders.status, ['cancelled', 'closed']));

export type TermsRow = typeof labGroupTerms.$inferSelect;

/** The group's terms; `lock` holds the row until the transaction ends (term orders of one group are placed one at a time). */
export async function termsOf(db: Db, groupId: number, lock = false): Promise<TermsRow | undefined> {
  const query = db.select().from(labGroupTerms).where(eq(labGroupTerms.groupId, groupId));
  return (await (lock ? query.for('update') : query))[0];
}

/** Fen the group owes on terms now. */
export async function owedBy(db: Db, groupId: number): Promise<number> {
  const [row] = await db.select({ owed: sql<number>`coalesce(sum(${orders.payAmount}), 0)`.mapWith(Number) }).from(orders).where(openTermOrders(groupId));
  return row!.owed;
}

/** Whether one of the group's open term orders is past its due date at `now`. */
export async function hasOverdue(db: Db, groupId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(openTermOrders(groupId), lte(orders.dueAt, now))).limit(1);
  return row !== undefined;
}

export type OpenTermOrder = { orderNo: string; status: string; payAmount: number; buyerName: string; placedAt: Date; dueAt: Date | null; overdueAt: Date | null };

/** The group's open term orders, soonest due first. */
export const openOrdersOf = (db: Db, groupId: number): Promise<OpenTermOrder[]> =>
  db
    .select({ orderNo: orders.orderNo, status: orders.status, payAmount: orders.payAmount, buyerName: sql<string>`coalesce(${users.nickname}, '')`, placedAt: orders.createdAt, dueAt: orders.dueAt, overdueAt: orders.overdueAt })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(openTermOrders(groupId))
    .orderBy(asc(orders.dueAt), asc(orders.id));
