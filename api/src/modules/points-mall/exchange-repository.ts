import { and, eq, gte, sql } from 'drizzle-orm';
import { pointsExchangeRequests, pointsProducts } from '../../db/schema/points-mall';
import { pointsOrderItems, pointsOrders } from '../../db/schema/points-orders';
import { userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';

// updated_at is the good's edit version in the console: stock is not part of that edit, so moving it keeps the version.
const keepVersion = sql`${pointsProducts.updatedAt}`;

/** The writes of an exchange, all on the exchange transaction's `tx`. */
export function createExchangeRepository(tx: Db) {
  return {
    async findRequest(userId: number, key: string) {
      const [row] = await tx
        .select({ hash: pointsExchangeRequests.requestHash, order: pointsOrders })
        .from(pointsExchangeRequests)
        .innerJoin(pointsOrders, eq(pointsOrders.id, pointsExchangeRequests.pointsOrderId))
        .where(and(eq(pointsExchangeRequests.userId, userId), eq(pointsExchangeRequests.key, key)));
      return row;
    },

    saveRequest: (userId: number, key: string, requestHash: string, pointsOrderId: number) =>
      tx.insert(pointsExchangeRequests).values({ userId, key, requestHash, pointsOrderId }),

    /**
     * Takes `quantity` units if that many are left, in one statement: concurrent exchanges of the last units
     * queue on the row and each re-checks the stock it finds, so the good is never oversold.
     */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const taken = await tx
        .update(pointsProducts)
        .set({ stock: sql`${pointsProducts.stock} - ${quantity}`, updatedAt: keepVersion })
        .where(and(eq(pointsProducts.id, productId), gte(pointsProducts.stock, quantity)))
        .returning({ stock: pointsProducts.stock });
      return taken.length > 0;
    },

    returnStock: (productId: number, quantity: number) =>
      tx.update(pointsProducts).set({ stock: sql`${pointsProducts.stock} + ${quantity}`, updatedAt: keepVersion }).where(eq(pointsProducts.id, productId)),

    async insertOrder(values: typeof pointsOrders.$inferInsert, item: Omit<typeof pointsOrderItems.$inferInsert, 'pointsOrderId'>) {
      const [order] = await tx.insert(pointsOrders).values(values).returning();
      await tx.insert(pointsOrderItems).values({ ...item, pointsOrderId: order!.id });
      return order!;
    },

    /** Grants a coupon; false when the shopper already holds one of this kind (one per kind and shopper). */
    async grantCoupon(userId: number, templateId: number, validFrom: Date, validTo: Date): Promise<boolean> {
      const granted = await tx.insert(userCoupons).values({ userId, templateId, validFrom, validTo }).onConflictDoNothing().returning({ id: userCoupons.id });
      return granted.length > 0;
    },
  };
}
