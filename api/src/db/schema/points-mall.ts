import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import { pointsOrders } from './points-orders';
import { couponTemplates } from './promotions';

/** Shelves of the points mall (lab consumables, kits, coupons, training). */
export const pointsCategories = pgTable('points_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique('points_categories_code_unique'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** physical: shipped to an address; coupon: a checkout coupon of `coupon_template_id` granted at once. */
export type PointsProductKind = 'physical' | 'coupon';

/**
 * Goods bought with points. `stock` never goes below zero (check), so an exchange that would oversell fails
 * even under a race; `available_from/to` (optional) is the sale window, judged by the server's clock.
 */
export const pointsProducts = pgTable(
  'points_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 40 }).notNull().unique('points_products_code_unique'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => pointsCategories.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16 }).$type<PointsProductKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Points per unit outside campaigns. */
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    /** Units one account may exchange in all (cancelled orders do not count). */
    perAccountLimit: integer('per_account_limit').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    availableFrom: timestamp('available_from', { withTimezone: true }),
    availableTo: timestamp('available_to', { withTimezone: true }),
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('points_products_category_idx').on(table.categoryId, table.sort),
    check('points_products_stock_not_negative', sql`${table.stock} >= 0`),
    check('points_products_points_positive', sql`${table.points} > 0`),
    check('points_products_limit_positive', sql`${table.perAccountLimit} > 0`),
    check('points_products_kind_valid', sql`${table.kind} in ('physical', 'coupon')`),
    check('points_products_coupon_has_template', sql`(${table.kind} = 'coupon') = (${table.couponTemplateId} is not null)`),
  ],
);

/** A time-boxed campaign: while it runs (server clock), its goods cost the campaign price. */
export const pointsCampaigns = pgTable('points_campaigns', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 40 }).notNull().unique('points_campaigns_code_unique'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  banner: varchar('banner', { length: 255 }).notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

export const pointsCampaignItems = pgTable(
  'points_campaign_items',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => pointsCampaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => pointsProducts.id, { onDelete: 'cascade' }),
    /** Points per unit while the campaign runs. */
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.productId] }),
    index('points_campaign_items_product_idx').on(table.productId),
    check('points_campaign_items_points_positive', sql`${table.points} > 0`),
  ],
);

/**
 * One exchange request per (user, Idempotency-Key): a retried request finds its order here instead of
 * spending twice; the request hash tells a retry from another exchange reusing the key.
 */
export const pointsExchangeRequests = pgTable(
  'points_exchange_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    pointsOrderId: integer('points_order_id')
      .notNull()
      .references(() => pointsOrders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const pointsAnnouncements = pgTable(
  'points_announcements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The console's edit version (409 staleRecord when another edit came first). */
    updatedAt: timestamps.updatedAt,
  },
  (table) => [index('points_announcements_published_idx').on(table.publishedAt)],
);

export type PointsTaskCode = 'checkIn' | 'completeProfile' | 'firstPaidOrder' | 'reviewProduct' | 'readArticle';
export type PointsTaskPeriod = 'daily' | 'once';

/** The tasks that earn points; what completes each is decided in code (points-tasks), not by the client. */
export const pointsTasks = pgTable('points_tasks', {
  code: varchar('code', { length: 32 }).$type<PointsTaskCode>().primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  points: integer('points').notNull(),
  period: varchar('period', { length: 8 }).$type<PointsTaskPeriod>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** The console's edit version of the reward (409 staleRecord when another edit came first). */
  updatedAt: timestamps.updatedAt,
});

/**
 * A task done in a period ('2026-11-25' for a daily task, in the shop's time zone; 'once' otherwise). The
 * unique key is what makes "once per period" hold under any race.
 */
export const pointsTaskCompletions = pgTable(
  'points_task_completions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskCode: varchar('task_code', { length: 32 }).$type<PointsTaskCode>().notNull(),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    points: integer('points').notNull(),
    evidenceRef: varchar('evidence_ref', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('points_task_completions_unique').on(table.userId, table.taskCode, table.periodKey)],
);

export type PointsProductRow = typeof pointsProducts.$inferSelect;

/**
 * The points goods' stock ledger, as `stock_movements` is the SKUs': every staff change as a signed delta with its
 * reason (stock.ts `stockReasons`), never an overwritten number. It commits with the relative, guarded
 * `points_products.stock` update, so it composes with an exchange taking units from the same row.
 */
export const pointsStockMovements = pgTable(
  'points_stock_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => pointsProducts.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    stockAfter: integer('stock_after').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_stock_movements_product_idx').on(table.productId, table.id),
    check('points_stock_movements_delta_not_zero', sql`${table.delta} <> 0`),
    check('points_stock_movements_stock_after_not_negative', sql`${table.stockAfter} >= 0`),
  ],
);
