import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { productSkus } from './products';

/**
 * A line of a signed-in shopper's cart: one per SKU (adding the same SKU again raises the quantity).
 * `addedPrice` (fen) is the price when the line was added, so a later price change can be flagged.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    addedPrice: integer('added_price').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('cart_items_user_sku_unique').on(table.userId, table.skuId),
    index('cart_items_user_idx').on(table.userId, table.createdAt),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
