import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { PlacedOrder } from '../orders/repository';
import { termsErrors } from './errors';
import { hasOverdue, owedBy, termsOf, type TermsRow } from './repository';

const DAY_MS = 86_400_000;

/**
 * Inside a transaction, before the order is written: locks the group's terms row (`SELECT … FOR UPDATE`) and checks
 * the terms are active, nothing is overdue and `payAmount` fits the credit limit with what is owed. Two term orders
 * of one group wait for each other on the terms row, so they can never pass the limit together. Lock order: terms
 * row, then budget, then stock (place_order's own order), so take this first.
 */
export async function lockTermsFor(tx: Db, groupId: number, payAmount: number, now: Date): Promise<TermsRow> {
  const terms = await termsOf(tx, groupId, true);
  if (!terms?.active) throw termsErrors.unavailable();
  if (await hasOverdue(tx, groupId, now)) throw termsErrors.overdue();
  const owed = await owedBy(tx, groupId);
  if (owed + payAmount > terms.creditLimit) throw termsErrors.creditLimit(terms.creditLimit - owed);
  return terms;
}

/** Makes a just-written unpaid order a term order: no pay deadline (the payment timeout skips it), due `days` after now. */
export async function markTermOrder(tx: Db, orderId: number, terms: TermsRow, now: Date): Promise<void> {
  // A replayed Idempotency-Key answers the order already placed: it keeps its own due date.
  await tx
    .update(orders)
    .set({ paymentTerms: 'invoice', dueAt: new Date(now.getTime() + terms.days * DAY_MS), payDeadline: null })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentTerms), eq(orders.status, 'unpaid')));
}

/** Places a term order: the checks above, then `write` (place_order: stock, budget reservation…), in one transaction. */
export function placeOnTerms(db: Db, groupId: number, payAmount: number, now: Date, write: (tx: Db) => Promise<PlacedOrder>): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const terms = await lockTermsFor(tx, groupId, payAmount, now);
    const order = await write(tx);
    await markTermOrder(tx, order.id, terms, now);
    return { ...order, payDeadline: null };
  });
}
