import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { orders } from './orders';

export type AfterSalesType = 'return' | 'exchange' | 'repair' | 'invoice';
export const afterSalesTypes: AfterSalesType[] = ['return', 'exchange', 'repair', 'invoice'];
/** submitted → reviewing → approved | rejected; approved → completed. Staff move it (npm run orders). */
export type AfterSalesStatus = 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'completed';
export const afterSalesStatuses: AfterSalesStatus[] = ['submitted', 'reviewing', 'approved', 'rejected', 'completed'];

/** An order line the request is about and how many of its units. */
export type AfterSalesLine = { orderItemId: number; quantity: number };

/** A shopper's after-sales request on one of their own paid orders. */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Shown to the shopper and used by staff (AS + order number + sequence). */
    requestNo: varchar('request_no', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<AfterSalesType>().notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    lines: jsonb('lines').$type<AfterSalesLine[]>().notNull(),
    status: varchar('status', { length: 16 }).$type<AfterSalesStatus>().notNull().default('submitted'),
    /** Staff's note to the shopper with the last status change. */
    staffNote: varchar('staff_note', { length: 500 }).notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('after_sales_request_no_unique').on(table.requestNo),
    index('after_sales_user_idx').on(table.userId, table.createdAt),
    index('after_sales_order_idx').on(table.orderId),
  ],
);
