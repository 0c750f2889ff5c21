import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { moveBudget } from '../lab-groups/budget-ledger';
import { enqueueUserMail } from '../mail/outbox';
import { creditPoints } from '../points/credit-points';
import { pointsFor } from '../promotions/price-order';
import { createPaymentRepository, type PayableOrder } from './repository';

/**
 * The bank transfer for a term order that shipped before it was paid (pay on invoice, docs/lab-groups.md), in the
 * caller's transaction with the order row locked. The status stays (shipped or completed); what a payment does
 * otherwise happens here as in confirmPayment: the payment succeeds, `paid_at` and the method are set (conditional on
 * `paid_at IS NULL`, so it is applied once), the budget's reservation is consumed, points credited, sales counted, and
 * orderPaid mailed. Returns the points earned, or null when the order was paid already (nothing changed).
 */
export async function confirmTermPayment(tx: Db, order: PayableOrder): Promise<number | null> {
  const repo = createPaymentRepository(tx);
  let payment = await repo.findPending(order.id, 'bank_transfer');
  if (!payment) {
    await repo.closePending(order.id);
    payment = await repo.insertPayment(order, 'bank_transfer');
  }
  const pointsEarned = pointsFor(order.payAmount);
  const [settled] = await tx
    .update(orders)
    .set({ paidAt: new Date(), paymentMethod: 'bank_transfer', pointsEarned, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNotNull(orders.paymentTerms), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (!settled) return null;
  await repo.markSucceeded(payment.id, null);
  await repo.closePending(order.id, payment.id);
  if (order.budgetId !== null) {
    await moveBudget(tx, 'consume', { source: 'order', sourceId: order.id, budgetId: order.budgetId, amount: order.payAmount, userId: order.userId });
  }
  if (pointsEarned > 0) await creditPoints(tx, { userId: order.userId, delta: pointsEarned, source: 'order', reference: order.orderNo });
  await repo.countSales(order.id);
  await enqueueUserMail(tx, order.userId, 'orderPaid', { orderNo: order.orderNo, amount: (order.payAmount / 100).toFixed(2) });
  return pointsEarned;
}
