import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { PlacedOrder } from '../orders/repository';
import { termsErrors } from './errors';
import { hasOverdue, owedBy, termsOf } from './repository';

const DAY_MS = 86_400_000;

/**
 * Places a term order: one transaction that locks the group's terms row (`SELECT … FOR UPDATE`), checks the terms are
 * active, nothing is overdue and the order fits the credit limit with what is owed, then writes the order (`write`,
 * place_order: stock, budget reservation…) and marks it a term order: no pay deadline (the payment timeout skips
 * it), due `days` after now. Two term orders of one group wait for each other on the terms row, so they can never
 * pass the limit together. Lock order: terms row, then budget, then stock (place_order's own order).
 */
export function placeOnTerms(db: Db, groupId: number, payAmount: number, now: Date, write: (tx: Db) => Promise<PlacedOrder>): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const terms = await termsOf(tx, groupId, true);
    if (!terms?.active) throw termsErrors.unavailable();
    if (await hasOverdue(tx, groupId, now)) throw termsErrors.overdue();
    const owed = await owedBy(tx, groupId);
    if (owed + payAmount > terms.creditLimit) throw termsErrors.creditLimit(terms.creditLimit - owed);
    const order = await write(tx);
    // A replayed Idempotency-Key answers the order already placed: it keeps its own due date.
    await tx
      .update(orders)
      .set({ paymentTerms: 'invoice', dueAt: new Date(now.getTime() + terms.days * DAY_MS), payDeadline: null })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentTerms), eq(orders.status, 'unpaid')));
    return { ...order, payDeadline: null };
  });
}
