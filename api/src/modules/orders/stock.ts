import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import { productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';

type Take = { skuId: number; quantity: number };

/**
 * Takes the stock of every line in the order's transaction, in SKU id order so two orders of the same
 * SKUs never deadlock. Each take is one conditional update (never read-then-write): returns the SKUs
 * that no longer had enough; the caller must then roll back.
 */
export async function takeStock(tx: Db, lines: readonly Take[]): Promise<number[]> {
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const taken = await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} - ${line.quantity}` })
      .where(and(eq(productSkus.id, line.skuId), gte(productSkus.stock, line.quantity)))
      .returning({ id: productSkus.id });
    if (taken.length === 0) short.push(line.skuId);
  }
  return short;
}

/** Puts an order's quantities back (the order was cancelled), in the same SKU order as `takeStock`. */
export async function returnStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select({ skuId: orderItems.skuId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.skuId));
  for (const line of lines) {
    await tx.update(productSkus).set({ stock: sql`${productSkus.stock} + ${line.quantity}` }).where(eq(productSkus.id, line.skuId));
  }
}
