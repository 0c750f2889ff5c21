import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { products, productSkus } from '../../db/schema/products';
import { activitySkus, couponTemplates, salesActivities, userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import type { HeldCoupon } from './coupon-discount';

/**
 * Promotion reads: one small indexed query each (activity prices are looked up by SKU, coupons by user).
 * The rules are read through active-rules.ts, which keeps them for a few seconds.
 */
export function createPromotionRepository(db: Db) {
  return {
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
