import type { OrderActor } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { pointsFor } from '../promotions/price-order';
import { moveOrder } from '../orders/transitions';
import { enqueueUserMail } from '../mail/outbox';
import { creditPoints } from '../points/credit-points';
import { createPaymentRepository } from './repository';

/** paid: the order moved to paid; refunded: money came for an order no longer unpaid; replay: already applied. */
export type ConfirmOutcome = 'paid' | 'refunded' | 'replay';

type Confirmation = { paymentId: number; orderId: number; actor: OrderActor; tradeNo: string | null };

/**
 * "Payment confirmed", in the caller's transaction (`tx`): the gateway's notification and staff confirming
 * a bank transfer both come here. The payment's conditional update decides who applies it, so replays and
 * parallel deliveries change nothing. Call invalidateCatalogue() after the commit when the outcome is 'paid'
 * (product sales changed).
 */
export async function confirmPayment(tx: Db, { paymentId, orderId, actor, tradeNo }: Confirmation): Promise<ConfirmOutcome> {
  const repo = createPaymentRepository(tx);
  const order = (await repo.lockOrder(orderId))!;
  const payment = await repo.markSucceeded(paymentId, tradeNo);
  if (!payment) return 'replay';
  const pointsEarned = pointsFor(order.payAmount);
  const paid = await moveOrder(tx, {
    orderId,
    from: 'unpaid',
    to: 'paid',
    actor,
    set: { paymentMethod: payment.method, pointsEarned, updatedAt: new Date() },
  });
  if (!paid) {
    // Cancelled by the timeout (or paid through another attempt) before the money came: the gateway refunds it.
    await repo.setStatus(paymentId, 'refunded');
    return 'refunded';
  }
  await repo.closePending(orderId, paymentId);
  if (pointsEarned > 0) {
    await creditPoints(tx, { userId: order.userId, delta: pointsEarned, source: 'order', reference: order.orderNo });
  }
  await repo.countSales(orderId);
  // The confirmation mail commits with the payment, or neither does (docs/mail.md).
  await enqueueUserMail(tx, order.userId, 'orderPaid', { orderNo: order.orderNo, amount: (order.payAmount / 100).toFixed(2) });
  return 'paid';
}
