import { eq, sql } from 'drizzle-orm';
import { orderItems } from '../db/schema/orders';
import { productSkus } from '../db/schema/products';
import type { Db } from '../db/types';

/** Queries only the staff operations need (the shared ones live in modules/payments and modules/points). */
export function createOpsRepository(db: Db) {
  return {
    /** Puts the order's quantities back in stock (a refunded order that never left the warehouse). */
    returnStock: (orderId: number) =>
      db
        .update(productSkus)
        // updated_at kept: the SKU's edit version in the console, which stock never moves.
        .set({ stock: sql`${productSkus.stock} + ordered.quantity`, updatedAt: sql`${productSkus.updatedAt}` })
        .from(
          db
            .select({ skuId: orderItems.skuId, quantity: sql<number>`sum(${orderItems.quantity})::int`.as('quantity') })
            .from(orderItems)
            .where(eq(orderItems.orderId, orderId))
            .groupBy(orderItems.skuId)
            .as('ordered'),
        )
        .where(sql`${productSkus.id} = ordered.sku_id`),
  };
}
