import { eq } from 'drizzle-orm';
import { userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';

/** Gives back the coupon an order used (the order was cancelled); it stays bound by its own validity. */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.update(userCoupons).set({ orderId: null, usedAt: null }).where(eq(userCoupons.orderId, orderId));
}
