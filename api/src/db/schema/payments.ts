import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders, type PaymentMethod } from './orders';

/** pending until the gateway (or staff, for a transfer) confirms; refunded when money arrived for a dead order. */
export type PaymentStatus = 'pending' | 'succeeded' | 'closed' | 'refunded';

/**
 * One payment attempt of an order (choosing a method again opens a new one and closes the old).
 * The gateway's asynchronous notification is applied with `UPDATE … WHERE status = 'pending'`, so a
 * replayed notification changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Our reference sent to the gateway (out_trade_no). */
    paymentNo: varchar('payment_no', { length: 40 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>().notNull(),
    /** fen, the order's pay amount when the attempt was opened. */
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    /** The gateway's own trade number, from its notification. */
    gatewayTradeNo: varchar('gateway_trade_no', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_payment_no_unique').on(table.paymentNo),
    uniqueIndex('payments_gateway_trade_no_unique').on(table.gatewayTradeNo),
    index('payments_order_idx').on(table.orderId),
  ],
);
