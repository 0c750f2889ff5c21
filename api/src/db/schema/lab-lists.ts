import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { labGroups } from './lab-groups';
import { products, productSkus } from './products';

/** A shopper's heart on a product: one row per user and product (adding twice changes nothing). */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_user_product_unique').on(table.userId, table.productId),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** A named list of SKUs a lab re-orders ("monthly consumables"); its owner edits it, and a lab group it is shared with reads it. */
export const labLists = pgTable(
  'lab_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** Set: shared with this lab group (docs/lab-groups.md); its members read it. */
    labGroupId: integer('lab_group_id').references(() => labGroups.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('lab_lists_user_idx').on(table.userId, table.updatedAt),
    index('lab_lists_lab_group_idx').on(table.labGroupId).where(sql`${table.labGroupId} IS NOT NULL`),
  ],
);

/** A SKU of a list with the quantity the lab usually takes; one line per SKU (adding again raises it). */
export const labListItems = pgTable(
  'lab_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => labLists.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lab_list_items_list_sku_unique').on(table.listId, table.skuId),
    check('lab_list_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
