import { asc, eq, sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import { productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';

/**
 * Puts an order's quantities back (the order was cancelled), in SKU id order like place_order takes them
 * (drizzle/0005_place_order_function.sql), so the two never deadlock.
 */
export async function returnStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select({ skuId: orderItems.skuId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.skuId));
  for (const line of lines) {
    // updated_at kept: it is the SKU's edit version in the console (docs/backoffice-api.md), which stock never moves.
    await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${line.quantity}`, updatedAt: sql`${productSkus.updatedAt}` })
      .where(eq(productSkus.id, line.skuId));
  }
}
