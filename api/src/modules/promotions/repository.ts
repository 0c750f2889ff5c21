import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { products, productSkus } from '../../db/schema/products';
import { activitySkus, couponTemplates, fullReductionRules, salesActivities, userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import type { HeldCoupon } from './coupon-discount';

/**
 * The promotion reads of every pricing call: one small indexed query each (rules are a handful of rows,
 * activity prices are looked up by SKU, coupons by user), so no cache has to be kept coherent.
 */
export function createPromotionRepository(db: Db) {
  return {
    /** Enabled rules in force at `now`, in the order a line picks its rule. */
    activeRules: (now: Date) =>
      db
        .select({
          id: fullReductionRules.id,
          name: fullReductionRules.name,
          kind: fullReductionRules.kind,
          tiers: fullReductionRules.tiers,
          categoryIds: fullReductionRules.categoryIds,
          priority: fullReductionRules.priority,
          startsAt: fullReductionRules.startsAt,
          endsAt: fullReductionRules.endsAt,
        })
        .from(fullReductionRules)
        .where(and(eq(fullReductionRules.enabled, true), lte(fullReductionRules.startsAt, now), gt(fullReductionRules.endsAt, now)))
        .orderBy(asc(fullReductionRules.priority), asc(fullReductionRules.id)),

    /** Activity prices of the SKUs in activities running at `now`, cheapest first per SKU. */
    activityPrices: (skuIds: number[], now: Date) =>
      skuIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              skuId: activitySkus.skuId,
              price: activitySkus.price,
              activityId: salesActivities.id,
              name: salesActivities.name,
              kind: salesActivities.kind,
              endsAt: salesActivities.endsAt,
            })
            .from(activitySkus)
            .innerJoin(salesActivities, eq(salesActivities.id, activitySkus.activityId))
            .where(and(inArray(activitySkus.skuId, skuIds), lte(salesActivities.startsAt, now), gt(salesActivities.endsAt, now)))
            .orderBy(asc(activitySkus.skuId), asc(activitySkus.price), asc(salesActivities.id)),

    /** Every coupon the shopper holds (or just `onlyId`), used and expired ones included, with its template's terms. */
    heldCoupons: (userId: number, onlyId?: number): Promise<HeldCoupon[]> =>
      db
        .select({
          userCouponId: userCoupons.id,
          templateId: couponTemplates.id,
          name: couponTemplates.name,
          kind: couponTemplates.kind,
          amount: couponTemplates.amount,
          rate: couponTemplates.rate,
          maxDiscount: couponTemplates.maxDiscount,
          threshold: couponTemplates.threshold,
          categoryIds: couponTemplates.categoryIds,
          validFrom: userCoupons.validFrom,
          validTo: userCoupons.validTo,
          orderId: userCoupons.orderId,
        })
        .from(userCoupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
        .where(onlyId === undefined ? eq(userCoupons.userId, userId) : and(eq(userCoupons.userId, userId), eq(userCoupons.id, onlyId))),

    /** Products with their SKUs' list prices and categories (for the product-page calls). */
    productSkus: (productIds: number[]) =>
      db
        .select({
          productId: products.id,
          skuId: productSkus.id,
          price: productSkus.price,
          categoryId: products.categoryId,
          parentId: categories.parentId,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(productSkus, eq(productSkus.productId, products.id))
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id), asc(productSkus.sort), asc(productSkus.id)),
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
export type ActiveRule = Awaited<ReturnType<PromotionRepository['activeRules']>>[number];
