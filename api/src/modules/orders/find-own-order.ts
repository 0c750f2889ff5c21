import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { expireOverdueOrders } from './expire-orders';

export type OrderRow = typeof orders.$inferSelect;

const select = (db: Db, userId: number, orderNo: string) =>
  db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));

/**
 * The shopper's order with this number, or null (someone else's is simply not found). An unpaid order
 * whose deadline has passed is cancelled first (payment_timeout), so a stale order never reads as payable
 * even when the sweeper has not reached it yet.
 */
export async function findOwnOrder(db: Db, userId: number, orderNo: string, now = new Date()): Promise<OrderRow | null> {
  const [order] = await select(db, userId, orderNo);
  if (!order) return null;
  if (order.status !== 'unpaid' || !order.payDeadline || order.payDeadline > now) return order;
  await expireOverdueOrders(db, now, userId);
  const [fresh] = await select(db, userId, orderNo);
  return fresh ?? null;
}
