import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import { productSkus, products } from './products';

/**
 * unpaid → paid → shipped → completed; unpaid → cancelled (stock returns). Only paid, shipped and
 * completed orders count as purchases (reviews, rankings).
 */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
export const purchasedStatuses: OrderStatus[] = ['paid', 'shipped', 'completed'];

/** A placed order. Every amount is integer fen computed by the server (DESIGN §5). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The number shown to the shopper and on bank transfers (e.g. LM20261121000123). */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('unpaid'),
    goodsAmount: integer('goods_amount').notNull(),
    reductionAmount: integer('reduction_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    /** A copy of the delivery address as it was when ordering (later edits to the address book do not change it). */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    invoice: jsonb('invoice').$type<Record<string, string>>(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    paymentMethod: varchar('payment_method', { length: 16 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_order_no_unique').on(table.orderNo),
    index('orders_user_idx').on(table.userId, table.createdAt),
    check('orders_pay_amount_not_negative', sql`${table.payAmount} >= 0`),
  ],
);

/** An order line: what was bought, snapshotted (name, specification, unit price) at ordering time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'restrict' }),
    skuCode: varchar('sku_code', { length: 40 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    spec: jsonb('spec').$type<LocalizedText>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
