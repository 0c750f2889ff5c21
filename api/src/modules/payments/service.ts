import type { Config } from '../../config';
import type { PaymentMethod } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { findOwnOrder } from '../orders/find-own-order';
import { bankAccount, paymentMethods } from './methods';
import { createPaymentRepository, type PayableOrder } from './repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Only an unpaid order whose deadline has not passed (the timeout sweep may simply not have run yet). */
const payable = (order: PayableOrder, now: Date) => order.status === 'unpaid' && (!order.payDeadline || order.payDeadline > now);

/** The shopper's side of paying (docs/checkout-api.md "Payment"); the gateway's side is notify.ts. */
export function createPaymentService(db: Db, config: Pick<Config, 'shopHost' | 'bankTransferPayTimeoutMs'>) {
  return {
    methods: () => paymentMethods,

    /**
     * Opens a payment attempt for the user's own unpaid order and closes any earlier open one. A bank
     * transfer records the method on the order and gives the shopper longer to pay.
     */
    async create(userId: number, input: { orderNo: string; method: PaymentMethod }, lang: Lang) {
      const { payment, payDeadline } = await db.transaction(async (tx) => {
        const repo = createPaymentRepository(tx);
        // Locked, so two simultaneous attempts for one order leave exactly one open.
        const order = await repo.lockOwnOrder(userId, input.orderNo);
        if (!order) throw notFound();
        const now = new Date();
        if (!payable(order, now)) throw new AppError(409, 'orderNotPayable');
        await repo.closePending(order.id);
        const opened = await repo.insertPayment(order, input.method);
        if (input.method !== 'bank_transfer') return { payment: opened, payDeadline: order.payDeadline };
        // A term order (pay on invoice) has no pay deadline, which the payment timeout must keep seeing: it is due by due_at.
        if (order.paymentTerms !== null) {
          await repo.setOrderMethod(order.id, 'bank_transfer', null);
          return { payment: opened, payDeadline: order.dueAt };
        }
        const extended = new Date(Math.max(now.getTime() + config.bankTransferPayTimeoutMs, order.payDeadline?.getTime() ?? 0));
        await repo.setOrderMethod(order.id, 'bank_transfer', extended);
        return { payment: opened, payDeadline: extended };
      });
      const common = { paymentNo: payment.paymentNo, method: payment.method, amount: fenToYuan(payment.amount) };
      if (payment.method === 'bank_transfer') {
        return { ...common, bankAccount, reference: input.orderNo, payDeadline: payDeadline!.toISOString() };
      }
      // The sandbox's hosted page, on the shop's own host (SHOP_HOST when the API lives elsewhere).
      return { ...common, payUrl: `${config.shopHost}/sandbox/pay/${payment.paymentNo}?lang=${lang}` };
    },

    /** The server's view of the user's own order: what the result page shows, whatever the browser saw. */
    async status(userId: number, orderNo: string) {
      // The orders module's look-up: an overdue unpaid order is cancelled first, so it never reads as payable.
      const order = await findOwnOrder(db, userId, orderNo);
      if (!order) throw notFound();
      return {
        orderNo: order.orderNo,
        status: order.status,
        payAmount: fenToYuan(order.payAmount),
        paymentMethod: order.paymentMethod,
        paidAt: iso(order.paidAt),
        payDeadline: iso(order.payDeadline),
        dueAt: order.paymentTerms === null ? null : iso(order.dueAt),
      };
    },
  };
}
