import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import { productSkus } from './products';

/** 满减 (spend a threshold, take an amount off) or 满折 (spend a threshold, pay a rate). */
export type FullReductionKind = 'reduce' | 'discount';
/** A tier in fen: `reduce` off, or pay `rate` per mille (950 = 5 % off), once the eligible goods reach `threshold`. */
export type FullReductionTier = { threshold: number; reduce?: number; rate?: number };

/**
 * A full-reduction rule (spec §7 fullsubtracting). Applies to goods of its categories (top or sub
 * category ids; null = every product) while active; an order line counts towards at most one rule.
 */
export const fullReductionRules = pgTable('full_reduction_rules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: varchar('kind', { length: 16 }).$type<FullReductionKind>().notNull(),
  /** Ascending thresholds; the highest reached tier applies. */
  tiers: jsonb('tiers').$type<FullReductionTier[]>().notNull(),
  categoryIds: jsonb('category_ids').$type<number[] | null>(),
  /** Lower runs first when a line is in the scope of several rules. */
  priority: integer('priority').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});

export type SalesActivityKind = 'limited_time' | 'new_arrival' | 'clearance';

/** A sales activity (spec §7 sales/activity): a period in which some SKUs sell at an activity price. */
export const salesActivities = pgTable('sales_activities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: varchar('kind', { length: 16 }).$type<SalesActivityKind>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** A SKU's price (fen) during an activity; the lowest active activity price wins over the SKU's own. */
export const activitySkus = pgTable(
  'activity_skus',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => salesActivities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.skuId] }),
    index('activity_skus_sku_idx').on(table.skuId),
    check('activity_skus_price_positive', sql`${table.price} > 0`),
  ],
);

/** cash: `amount` off; discount: pay `rate` per mille, at most `maxDiscount` off. */
export type CouponKind = 'cash' | 'discount';
/** How a shopper gets it: on registration, or handed out by the shop (seed, campaigns). */
export type CouponTrigger = 'new_user' | 'issued';

/** A kind of coupon the shop hands out. */
export const couponTemplates = pgTable('coupon_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stable name for code and seeds, e.g. NEW_USER_50. */
  code: varchar('code', { length: 32 }).notNull().unique('coupon_templates_code_unique'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: varchar('kind', { length: 16 }).$type<CouponKind>().notNull(),
  amount: integer('amount'),
  rate: integer('rate'),
  maxDiscount: integer('max_discount'),
  /** The goods amount (after activity prices and full reduction, in scope) the order must reach; 0 = none. */
  threshold: integer('threshold').notNull().default(0),
  categoryIds: jsonb('category_ids').$type<number[] | null>(),
  trigger: varchar('trigger', { length: 16 }).$type<CouponTrigger>().notNull(),
  /** Days a granted coupon stays valid. */
  validDays: integer('valid_days').notNull(),
  ...timestamps,
});

/**
 * A coupon a shopper holds. Single use: redeeming is `UPDATE … SET order_id = … WHERE order_id IS NULL`,
 * so two parallel orders cannot both take it; a cancelled order gives it back (order_id = NULL again).
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'restrict' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The order that redeemed it (no FK: orders reference coupons, not the other way round). */
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_coupons_user_idx').on(table.userId, table.validTo),
    // One of each kind per shopper: a repeated registration grant or seed run cannot double it.
    uniqueIndex('user_coupons_user_template_unique').on(table.userId, table.templateId),
  ],
);

