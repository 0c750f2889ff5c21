import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderItems, orders, type PaymentMethod } from '../../db/schema/orders';
import { payments, type PaymentStatus } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** A payment number: P + yyyymmddhhmmss (UTC) + 12 random hex digits; unguessable, so the sandbox URL is too. */
export const newPaymentNo = (now = new Date()): string =>
  `P${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex').toUpperCase()}`;

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  status: orders.status,
  payAmount: orders.payAmount,
  paymentMethod: orders.paymentMethod,
  payDeadline: orders.payDeadline,
  paidAt: orders.paidAt,
  pointsEarned: orders.pointsEarned,
  paymentTerms: orders.paymentTerms,
  dueAt: orders.dueAt,
  budgetId: orders.budgetId,
};
export type PayableOrder = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };

/** Payment queries for one handle: `db`, or the `tx` of a transaction (never mix them, see db/types.ts). */
export function createPaymentRepository(db: Db) {
  return {
    /** The user's own order (someone else's is simply not found); `lock` holds it until the transaction ends. */
    /** The user's own order, row-locked (payment creation; reads go through orders/find-own-order.ts). */
    async lockOwnOrder(userId: number, orderNo: string): Promise<PayableOrder | undefined> {
      return (await db.select(orderColumns).from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId))).for('update'))[0];
    },

    async findOrderByNo(orderNo: string, lock = false): Promise<PayableOrder | undefined> {
      const query = db.select(orderColumns).from(orders).where(eq(orders.orderNo, orderNo));
      return (await (lock ? query.for('update') : query))[0];
    },

    /** Locked: every writer of an order and its payments takes the order row first, so none deadlock. */
    async lockOrder(orderId: number): Promise<PayableOrder | undefined> {
      return (await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for('update'))[0];
    },

    async findPayment(paymentNo: string) {
      return (await db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0];
    },

    /** The order's open attempt of `method`, newest first (a transfer staff are about to confirm). */
    async findPending(orderId: number, method: PaymentMethod) {
      return (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.method, method), eq(payments.status, 'pending')))
          .orderBy(sql`${payments.id} desc`)
          .limit(1)
      )[0];
    },

    /** Closes the order's open attempts (all, or all but `keepId`): only one attempt is ever open. */
    closePending: (orderId: number, keepId?: number) =>
      db
        .update(payments)
        .set({ status: 'closed' })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), keepId === undefined ? undefined : ne(payments.id, keepId))),

    async insertPayment(order: PayableOrder, method: PaymentMethod) {
      const [row] = await db
        .insert(payments)
        .values({ paymentNo: newPaymentNo(), orderId: order.id, userId: order.userId, method, amount: order.payAmount })
        .returning();
      return row!;
    },

    setOrderMethod: (orderId: number, paymentMethod: PaymentMethod, payDeadline: Date | null) =>
      db.update(orders).set({ paymentMethod, payDeadline, updatedAt: new Date() }).where(eq(orders.id, orderId)),

    /**
     * pending (or closed: money may still arrive for an attempt the shopper abandoned) → succeeded.
     * Conditional, so of ten identical notifications exactly one gets the row back.
     */
    async markSucceeded(paymentId: number, tradeNo: string | null): Promise<{ method: PaymentMethod } | undefined> {
      const [moved] = await db
        .update(payments)
        .set({ status: 'succeeded', gatewayTradeNo: tradeNo, succeededAt: new Date() })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'closed'])))
        .returning({ method: payments.method });
      return moved;
    },

    setStatus: (paymentId: number, status: PaymentStatus) => db.update(payments).set({ status }).where(eq(payments.id, paymentId)),

    /** The order's succeeded payment (refunding a paid order refunds it). */
    async findSucceeded(orderId: number) {
      return (await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'))))[0];
    },

    /** Adds (or, with -1, takes back) the order's quantities to its products' units sold. */
    countSales: (orderId: number, sign: 1 | -1 = 1) =>
      db.execute(sql`
        UPDATE ${products} SET sales = GREATEST(${products.sales} ${sql.raw(sign === 1 ? '+' : '-')} sold.quantity, 0)
        FROM (SELECT ${orderItems.productId} AS product_id, SUM(${orderItems.quantity})::int AS quantity
              FROM ${orderItems} WHERE ${orderItems.orderId} = ${orderId} GROUP BY ${orderItems.productId}) AS sold
        WHERE ${products.id} = sold.product_id`),
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
