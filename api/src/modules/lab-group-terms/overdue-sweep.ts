import { and, asc, eq, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import { labGroupMembers, labGroups } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { chinaDay } from '../backoffice-orders/china-day';
import { enqueueUserMail } from '../mail/outbox';

/** Most orders one sweep marks; the next sweep takes the rest. */
const BATCH = 100;

/** Who hears that a term order is overdue: the group's finance members, its owners when it has none. */
export async function financeOf(db: Db, groupId: number): Promise<number[]> {
  const members = await membersOf(db, groupId);
  const finance = members.filter((m) => m.roles.includes('finance'));
  return (finance.length > 0 ? finance : members.filter((m) => m.roles.includes('owner'))).map((m) => m.userId);
}

/** Everyone who answers for the group's money: its owners and finance members (each once), told when its terms change. */
export async function ownersAndFinanceOf(db: Db, groupId: number): Promise<number[]> {
  return (await membersOf(db, groupId)).filter((m) => m.roles.includes('owner') || m.roles.includes('finance')).map((m) => m.userId);
}

const membersOf = (db: Db, groupId: number) =>
  db.select({ userId: labGroupMembers.userId, roles: labGroupMembers.roles }).from(labGroupMembers).where(eq(labGroupMembers.groupId, groupId));

/**
 * Marks the term orders past their due date and still unpaid as overdue (`overdue_at`) and mails `termsOverdue` to the
 * group's finance members (owners when none), each order in its own transaction. The mark is a conditional update
 * (`overdue_at IS NULL AND paid_at IS NULL`), so an order is mailed once however many sweeps run, and never after its
 * transfer was confirmed. Runs with the payment timeout sweep (orders/payment-timeout.ts). Returns how many it marked.
 */
export async function markOverdueTermOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.paymentTerms), isNull(orders.paidAt), isNull(orders.overdueAt), lte(orders.dueAt, now), notInArray(orders.status, ['cancelled', 'closed'])))
    .orderBy(asc(orders.dueAt))
    .limit(BATCH);
  let marked = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ overdueAt: now })
        .where(and(eq(orders.id, id), isNull(orders.overdueAt), isNull(orders.paidAt), notInArray(orders.status, ['cancelled', 'closed'])))
        .returning({ orderNo: orders.orderNo, groupId: orders.labGroupId, payAmount: orders.payAmount, dueAt: orders.dueAt });
      if (!order || order.groupId === null) return false;
      const [group] = await tx.select({ name: labGroups.name }).from(labGroups).where(eq(labGroups.id, order.groupId));
      const data = { groupId: String(order.groupId), groupName: group?.name ?? '', orderNo: order.orderNo, amount: (order.payAmount / 100).toFixed(2), dueOn: chinaDay(order.dueAt!) };
      for (const userId of await financeOf(tx, order.groupId)) await enqueueUserMail(tx, userId, 'termsOverdue', data);
      return true;
    });
    if (done) marked += 1;
  }
  return marked;
}
