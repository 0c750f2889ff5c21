import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import { orderItemLots, productLots } from '../../db/schema/product-safety';
import type { Db } from '../../db/types';
import { chinaDate } from '../orders/order-number';

/** 20261125 → 2026-11-25: lots expire by the shop's (China's) calendar day, not UTC's. */
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

export type LotAllocation = { skuCode: string; lotNumber: string; quantity: number };
export type AllocationResult = { allocated: LotAllocation[]; short: Array<{ skuCode: string; missing: number }> };

/**
 * Records which lots an order's lines ship from: for each line whose SKU has lots, the oldest unexpired
 * lots with units left first (FIFO), locked so two shipments never take the same units. Lines of SKUs
 * without lots are skipped; a line already allocated is left as it is. Call inside the shipping transaction.
 */
export async function allocateLots(tx: Db, orderId: number, today = isoDate(chinaDate(new Date()))): Promise<AllocationResult> {
  const items = await tx
    .select({ id: orderItems.id, skuId: orderItems.skuId, skuCode: orderItems.skuCode, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    // By SKU: two shipments that share SKUs lock their lots in the same order, so they never deadlock.
    .orderBy(asc(orderItems.skuId), asc(orderItems.id));
  const done = new Set(
    items.length === 0
      ? []
      : (await tx.select({ id: orderItemLots.orderItemId }).from(orderItemLots).where(inArray(orderItemLots.orderItemId, items.map((i) => i.id)))).map((r) => r.id),
  );
  const result: AllocationResult = { allocated: [], short: [] };
  for (const item of items) {
    if (done.has(item.id)) continue;
    const hasLots = (await tx.select({ id: productLots.id }).from(productLots).where(eq(productLots.skuId, item.skuId)).limit(1)).length > 0;
    if (!hasLots) continue;
    const lots = await tx
      .select({ id: productLots.id, lotNumber: productLots.lotNumber, remaining: productLots.remaining })
      .from(productLots)
      .where(and(eq(productLots.skuId, item.skuId), gt(productLots.remaining, 0), gte(productLots.expiresOn, today)))
      .orderBy(asc(productLots.manufacturedOn), asc(productLots.id))
      .for('update');
    let need = item.quantity;
    for (const lot of lots) {
      if (need === 0) break;
      const take = Math.min(need, lot.remaining);
      await tx.update(productLots).set({ remaining: lot.remaining - take }).where(eq(productLots.id, lot.id));
      await tx.insert(orderItemLots).values({ orderItemId: item.id, lotId: lot.id, quantity: take });
      result.allocated.push({ skuCode: item.skuCode, lotNumber: lot.lotNumber, quantity: take });
      need -= take;
    }
    if (need > 0) result.short.push({ skuCode: item.skuCode, missing: need });
  }
  return result;
}
