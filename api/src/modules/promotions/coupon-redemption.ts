import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';

/**
 * Marks the shopper's coupon as used by `orderId`, in the order's transaction. The update is conditional
 * (still unused, still valid, the shopper's own), so of two parallel orders exactly one gets true; the
 * other must roll back (409 couponUnavailable).
 */
export async function redeemCoupon(tx: Db, use: { userCouponId: number; userId: number; orderId: number; now: Date }): Promise<boolean> {
  const taken = await tx
    .update(userCoupons)
    .set({ orderId: use.orderId, usedAt: use.now })
    .where(
      and(
        eq(userCoupons.id, use.userCouponId),
        eq(userCoupons.userId, use.userId),
        isNull(userCoupons.orderId),
        lte(userCoupons.validFrom, use.now),
        gt(userCoupons.validTo, use.now),
      ),
    )
    .returning({ id: userCoupons.id });
  return taken.length === 1;
}

/** Gives back the coupon an order used (the order was cancelled); it stays bound by its own validity. */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.update(userCoupons).set({ orderId: null, usedAt: null }).where(eq(userCoupons.orderId, orderId));
}
