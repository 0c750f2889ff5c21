import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { invalidateCatalogue } from '../../lib/response-cache';
import { cancelOrder } from './cancel-order';

/** Most orders one sweep cancels; the next sweep takes the rest. */
const BATCH = 100;

/**
 * Cancels unpaid orders whose payment deadline has passed (all of them, or one shopper's), each in its own
 * transaction with reason payment_timeout: stock and coupon return. Several processes may run it at once:
 * the conditional move lets exactly one of them cancel an order. Returns how many this call cancelled.
 */
export async function expireOverdueOrders(db: Db, now: Date, userId?: number): Promise<number> {
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.payDeadline, now), userId === undefined ? undefined : eq(orders.userId, userId)))
    .orderBy(asc(orders.payDeadline))
    .limit(BATCH);
  let cancelled = 0;
  for (const order of overdue) {
    if (await db.transaction((tx) => cancelOrder(tx, order, 'system', 'payment_timeout'))) cancelled += 1;
  }
  if (cancelled > 0) invalidateCatalogue();
  return cancelled;
}
