import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { timestamps } from './columns';
import { orderItems } from './orders';
import { productSkus, products } from './products';

/** GHS01 explosive … GHS09 environment (UN GHS annex 3): the pictograms a label may carry. */
export const ghsPictograms = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export type GhsPictogram = (typeof ghsPictograms)[number];
export type SignalWord = 'danger' | 'warning';

/** The wording of each hazard statement (H-code, or an EUH supplement) in the shop's four languages. */
export const hazardStatements = pgTable('hazard_statements', {
  code: varchar('code', { length: 12 }).primaryKey(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
});

/**
 * A chemical's GHS classification as its label shows it: pictograms, signal word (none for a product that
 * needs no label warning) and hazard statement codes in label order. One row per product; equipment has none.
 */
export const productHazards = pgTable('product_hazards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  pictograms: jsonb('pictograms').$type<GhsPictogram[]>().notNull(),
  signalWord: varchar('signal_word', { length: 8 }).$type<SignalWord>(),
  hazardCodes: jsonb('hazard_codes').$type<string[]>().notNull(),
  /** UN number for transport (e.g. UN3264), when the product is dangerous goods. */
  unNumber: varchar('un_number', { length: 8 }),
  ...timestamps,
});

/**
 * Which safety data sheets a product has, per language, and their revision: the PDF is generated from the
 * classification on demand, and the revision is part of its ETag so a new revision is never served stale.
 */
export const safetyDataSheets = pgTable(
  'safety_data_sheets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** zh | en | ja | ko */
    language: varchar('language', { length: 2 }).notNull(),
    revision: integer('revision').notNull().default(1),
    issuedOn: date('issued_on').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

/** One measured property on a certificate of analysis: which test, the specification and the lot's result. */
export type LotTestResult = { test: string; spec: string; result: string; method: string };

/**
 * A production batch of a SKU. `lotNumber` is stored upper-case without spaces (what the lookup normalises a
 * typed number to); `remaining` units are left to ship and are allocated oldest first (FIFO) when staff ship.
 */
export const productLots = pgTable(
  'product_lots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    lotNumber: varchar('lot_number', { length: 32 }).notNull(),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
    results: jsonb('results').$type<LotTestResult[]>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_lots_lot_number_unique').on(table.lotNumber),
    index('product_lots_sku_fifo_idx').on(table.skuId, table.manufacturedOn, table.id),
    check('product_lots_remaining_range', sql`${table.remaining} >= 0 AND ${table.remaining} <= ${table.quantity}`),
  ],
);

/** Which lots went out on an order line, and how many units of each (written when the order ships). */
export const orderItemLots = pgTable(
  'order_item_lots',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => productLots.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderItemId, table.lotId] }),
    index('order_item_lots_lot_idx').on(table.lotId),
    check('order_item_lots_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export type ProductLotRow = typeof productLots.$inferSelect;
