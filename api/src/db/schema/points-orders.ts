import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import type { OrderAddress } from './orders';

/**
 * pending (awaiting shipment) → shipped → completed; pending → cancelled (points returned). Virtual goods
 * may go straight to completed. Written by the points mall; the account area only reads them.
 */
export type PointsOrderStatus = 'pending' | 'shipped' | 'completed' | 'cancelled';
export const pointsOrderStatuses: PointsOrderStatus[] = ['pending', 'shipped', 'completed', 'cancelled'];

/** An exchange of points for goods in the points mall; the points were spent through creditPoints. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<PointsOrderStatus>().notNull().default('pending'),
    /** The points spent on the whole exchange (the sum of its items' points × quantity). */
    pointsAmount: integer('points_amount').notNull(),
    /** The delivery address as it was when exchanging; null for virtual goods (nothing to ship). */
    address: jsonb('address').$type<OrderAddress>(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('points_orders_order_no_unique').on(table.orderNo),
    index('points_orders_user_idx').on(table.userId, table.createdAt),
    check('points_orders_status_valid', sql`${table.status} in ('pending', 'shipped', 'completed', 'cancelled')`),
    check('points_orders_points_amount_not_negative', sql`${table.pointsAmount} >= 0`),
  ],
);

/**
 * A line of an exchange, snapshotted (name, image, points per unit) at exchange time. No foreign key on
 * product_id: the points-mall products table does not exist yet, and a snapshot outlives its product anyway.
 */
export const pointsOrderItems = pgTable(
  'points_order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pointsOrderId: integer('points_order_id')
      .notNull()
      .references(() => pointsOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    /** Points per unit. */
    points: integer('points').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('points_order_items_order_idx').on(table.pointsOrderId),
    check('points_order_items_points_not_negative', sql`${table.points} >= 0`),
    check('points_order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export type PointsOrderRow = typeof pointsOrders.$inferSelect;
export type PointsOrderItemRow = typeof pointsOrderItems.$inferSelect;
