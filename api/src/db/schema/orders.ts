import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import { labBudgets, labGroups } from './lab-groups';
import { productSkus, products } from './products';

/**
 * unpaid (pending payment) → paid (awaiting shipment) → shipped → completed; unpaid → cancelled by the
 * buyer or when the payment deadline passes (stock and coupon return); paid / shipped / completed →
 * closed when after-sales refunds the whole order. The allowed moves live in modules/orders/transitions.ts.
 * Only paid, shipped and completed orders count as purchases (reviews, rankings).
 */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'closed';
export const orderStatuses: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed'];
export const purchasedStatuses: OrderStatus[] = ['paid', 'shipped', 'completed'];
/** Who moved an order: the shopper, the shop's timers, the payment gateway, or staff (ops CLI). */
export type OrderActor = 'buyer' | 'system' | 'gateway' | 'ops';
export type PaymentMethod = 'alipay' | 'wechat' | 'unionpay' | 'bank_transfer';

/** The delivery address copied onto an order (later edits to the address book do not change it). */
export type OrderAddress = {
  receiver: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
};

/** none; an ordinary VAT invoice (title, optional tax number); a special VAT invoice (every field). */
export type OrderInvoice =
  | { type: 'none' }
  | { type: 'ordinary'; title: string; taxNumber: string }
  | { type: 'special'; title: string; taxNumber: string; bank: string; bankAccount: string; registeredAddress: string; registeredPhone: string };

/** Order numbers LM + yyyymmdd + this sequence, zero-padded: unique without a read before the insert. */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 100001 });

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
    address: jsonb('address').$type<OrderAddress>().notNull(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    paymentMethod: varchar('payment_method', { length: 16 }).$type<PaymentMethod>(),
    /** The full-reduction rule applied, if any (its name is shown from the rule). */
    fullReductionRuleId: integer('full_reduction_rule_id'),
    /** The coupon redeemed by this order (user_coupons.order_id points back). */
    userCouponId: integer('user_coupon_id'),
    /** Points credited when payment was confirmed (1 per whole yuan paid). */
    pointsEarned: integer('points_earned').notNull().default(0),
    /** An unpaid order is cancelled by the system after this (30 minutes; longer for a bank transfer). */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The carrier's tracking number given when it shipped (npm run orders -- ship <orderNo> <trackingNo>). */
    trackingNo: varchar('tracking_no', { length: 64 }),
    /** The carrier it shipped with (a code of modules/orders/carriers.ts, e.g. sf), shown to the buyer beside the tracking number. */
    carrier: varchar('carrier', { length: 16 }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** buyer | payment_timeout | refunded … (why it was cancelled or closed). */
    closeReason: varchar('close_reason', { length: 32 }),
    /** A group order (docs/lab-groups.md): the group it is for and the budget its amount is reserved on. */
    labGroupId: integer('lab_group_id').references(() => labGroups.id, { onDelete: 'restrict' }),
    budgetId: integer('budget_id').references(() => labBudgets.id, { onDelete: 'restrict' }),
    /**
     * A term order (pay on invoice, docs/lab-groups.md): 'invoice', else null. It has no pay deadline (the payment
     * timeout never cancels it), may ship while unpaid, and is paid (paid_at set) by a confirmed bank transfer by `due_at`.
     */
    paymentTerms: varchar('payment_terms', { length: 16 }).$type<'invoice'>(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When the overdue sweep found the unpaid term order past due_at and mailed the group's finance (once). */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_order_no_unique').on(table.orderNo),
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The timeout sweep reads unpaid orders by deadline.
    index('orders_unpaid_deadline_idx').on(table.payDeadline).where(sql`${table.status} = 'unpaid'`),
    // The console's order list (backoffice-orders): newest first, by status, and an order number's prefix typed in search.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_order_no_prefix_idx').using('btree', table.orderNo.op('varchar_pattern_ops')),
    // The console's dashboard: revenue of the day, by when orders were paid.
    index('orders_paid_at_idx').on(table.paidAt),
    // A group's orders, newest first (GET /api/lab-groups/:id/orders).
    index('orders_lab_group_idx').on(table.labGroupId, table.createdAt).where(sql`${table.labGroupId} IS NOT NULL`),
    // A group's unpaid term orders (owed, overdue) and the overdue sweep.
    index('orders_unpaid_terms_idx').on(table.labGroupId, table.dueAt).where(sql`${table.paymentTerms} IS NOT NULL AND ${table.paidAt} IS NULL`),
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
    /** What the shopper paid per unit (an activity price when one applied). */
    unitPrice: integer('unit_price').notNull(),
    /** The SKU's own price at ordering time, to show what the activity saved (null on old rows). */
    listPrice: integer('list_price'),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The timeline of an order: every status change, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null for the creation event. */
    fromStatus: varchar('from_status', { length: 16 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<OrderStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<OrderActor>().notNull(),
    reason: varchar('reason', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.createdAt),
    // The sales report's roll-up reads a day's refunds (orders closed), not every status change.
    index('order_events_closed_idx').on(table.createdAt).where(sql`${table.toStatus} = 'closed'`),
  ],
);

/**
 * One row per Idempotency-Key a shopper sent to order creation: the same key and body give the same
 * order, the same key with another body is refused. The primary key makes a racing duplicate wait for
 * the first transaction and then see its row.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** sha256 (hex) of the canonical request body. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
