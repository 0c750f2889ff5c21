import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { productSkus } from './products';

/** Why staff changed a SKU's stock. Orders and cancellations move stock through their own records, not these. */
export const stockReasons = ['received', 'counted', 'damaged', 'expired', 'returned', 'correction'] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * The stock ledger: every staff change to a SKU's stock as a signed delta with its reason, never an overwritten
 * number. The row and the `product_skus.stock` update commit together, and the update is relative
 * (`stock = stock + delta`, refused below zero), so it composes with a checkout decrementing the same row.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 16 }).$type<StockReason>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    /** The SKU's stock right after this movement (what a count can be checked against). */
    stockAfter: integer('stock_after').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_sku_idx').on(table.skuId, table.createdAt),
    check('stock_movements_delta_not_zero', sql`${table.delta} <> 0`),
    check('stock_movements_stock_after_not_negative', sql`${table.stockAfter} >= 0`),
  ],
);
