import type { OrderStatus } from '../db/schema/orders';
import { purchasedStatuses } from '../db/schema/orders';
import type { Db } from '../db/types';
import { invalidateCatalogue } from '../lib/response-cache';
import { enqueueUserMail } from '../modules/mail/outbox';
import { moveOrder } from '../modules/orders/transitions';
import { allocateLots, type AllocationResult } from '../modules/product-safety/allocate-lots';
import { confirmPayment } from '../modules/payments/confirm-payment';
import { confirmTermPayment } from '../modules/payments/confirm-term-payment';
import { createPaymentRepository, type PayableOrder } from '../modules/payments/repository';
import { creditPoints } from '../modules/points/credit-points';
import { createPointsRepository } from '../modules/points/repository';
import { createOpsRepository } from './repository';

/** A term order (pay on invoice) whose transfer has not been confirmed yet. */
export const unpaidTermOrder = (order: { paymentTerms: string | null; paidAt: Date | null }) => order.paymentTerms !== null && order.paidAt === null;

/** A refusal staff can act on; the CLI prints its message as it is. */
export class OrderOpsError extends Error {
  override name = 'OrderOpsError';
}

export type OpsResult = { orderNo: string; status: OrderStatus; pointsEarned: number };
/** Shipping also says which lots (batches) went out, and which lines had too few lot units on record. */
export type ShipResult = OpsResult & { lots: AllocationResult };

/**
 * What staff do to orders by hand (`npm run orders -- …`): confirm a bank transfer, ship, refund. Each
 * runs in one transaction with the order row locked, and every status change goes through moveOrder.
 */
export function createOrderOps(db: Db) {
  const locked = <T>(orderNo: string, work: (tx: Db, order: PayableOrder) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const order = await createPaymentRepository(tx).findOrderByNo(orderNo, true);
      if (!order) throw new OrderOpsError(`order ${orderNo} does not exist`);
      return work(tx, order);
    });
  const result = (order: PayableOrder, status: OrderStatus, pointsEarned = order.pointsEarned): OpsResult => ({ orderNo: order.orderNo, status, pointsEarned });

  return {
    /** The money of a bank transfer arrived: the same confirmation as a gateway's notification (actor ops). */
    async confirmTransfer(orderNo: string): Promise<OpsResult> {
      const confirmed = await locked(orderNo, async (tx, order) => {
        // Pay on invoice: a term order that shipped unpaid is paid by the transfer while it stays shipped (or completed).
        if (unpaidTermOrder(order) && order.status !== 'unpaid') {
          await confirmTermPayment(tx, order);
          return (await createPaymentRepository(tx).findOrderByNo(orderNo))!;
        }
        if (order.status !== 'unpaid') {
          throw new OrderOpsError(`order ${orderNo} is ${order.status}, not unpaid: nothing to confirm` + (order.status === 'cancelled' ? ' (return the transfer to the payer)' : ''));
        }
        const repo = createPaymentRepository(tx);
        // The shopper may have opened a gateway attempt after choosing the transfer: the money still came by bank.
        let payment = await repo.findPending(order.id, 'bank_transfer');
        if (!payment) {
          await repo.closePending(order.id);
          payment = await repo.insertPayment(order, 'bank_transfer');
        }
        await confirmPayment(tx, { paymentId: payment.id, orderId: order.id, actor: 'ops', tradeNo: null });
        return (await repo.findOrderByNo(orderNo))!;
      });
      invalidateCatalogue(); // product sales changed
      return result(confirmed, confirmed.status);
    },

    /**
     * Paid → shipped with the carrier's tracking number (kept on the order and mailed to the buyer in the same
     * transaction); lines of SKUs made in lots are allocated to lots, oldest first. A console ship reuses this.
     */
    async ship(orderNo: string, trackingNo = ''): Promise<ShipResult> {
      const tracking = trackingNo.trim();
      if (tracking.length > 64 || /\p{Cc}/u.test(tracking)) throw new OrderOpsError('the tracking number must be at most 64 characters on one line');
      return locked(orderNo, async (tx, order) => {
        // A term order (pay on invoice) ships before it is paid.
        const from = order.status === 'unpaid' && order.paymentTerms !== null ? 'unpaid' : 'paid';
        if (!(await moveOrder(tx, { orderId: order.id, from, to: 'shipped', actor: 'ops', set: { trackingNo: tracking || null } }))) {
          throw new OrderOpsError(`order ${orderNo} is ${order.status}: only a paid order can be shipped`);
        }
        await enqueueUserMail(tx, order.userId, 'orderShipped', { orderNo, trackingNo: tracking });
        return { ...result(order, 'shipped'), lots: await allocateLots(tx, order.id) };
      });
    },

    /**
     * Refunds the whole order: closed (reason refunded), its payment marked refunded, the points it earned
     * taken back (as many as are left: spent points are not clawed below zero), its sales uncounted, and
     * its stock returned when it had not shipped yet.
     */
    async refund(orderNo: string): Promise<OpsResult> {
      const refunded = await locked(orderNo, async (tx, order) => {
        if (!purchasedStatuses.includes(order.status)) {
          throw new OrderOpsError(`order ${orderNo} is ${order.status}: only a paid, shipped or completed order can be refunded`);
        }
        // Nothing was paid for a term order not yet paid: there is no money to give back (its transfer is confirmed first).
        if (unpaidTermOrder(order)) throw new OrderOpsError(`order ${orderNo} is a term order not paid yet: nothing to refund`);
        await moveOrder(tx, { orderId: order.id, from: order.status, to: 'closed', actor: 'ops', reason: 'refunded' });
        const payments = createPaymentRepository(tx);
        const payment = await payments.findSucceeded(order.id);
        if (payment) await payments.setStatus(payment.id, 'refunded');
        const takeBack = Math.min(order.pointsEarned, await createPointsRepository(tx).lockBalance(order.userId));
        if (takeBack > 0) {
          await creditPoints(tx, {
            userId: order.userId,
            delta: -takeBack,
            source: 'adjustment',
            reference: `refund:${orderNo}`,
            note: { zh: `订单 ${orderNo} 退款`, en: `Order ${orderNo} refunded`, ja: `注文 ${orderNo} の返金`, ko: `주문 ${orderNo} 환불` },
          });
        }
        await payments.countSales(order.id, -1);
        if (order.status === 'paid') await createOpsRepository(tx).returnStock(order.id);
        return order;
      });
      invalidateCatalogue(); // sales (and maybe stock) changed
      return result(refunded, 'closed');
    },
  };
}
