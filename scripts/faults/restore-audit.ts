/**
 * What a restored database holds against what the clients were told before the backup began: every order
 * acknowledged by then is there, once, with its payment and its points; orders taken while the backup ran may or
 * may not be (the snapshot's point falls inside it), those placed after it are gone with the destroyed data. Whatever
 * the restore holds must agree with itself: stock went down by exactly the quantities of the orders it holds, each
 * paid order was credited once, every balance is the sum of its ledger.
 */
import type pg from 'pg';
import { ordersByKey, type Audit } from './order-audit';
import type { OrderTally, PlacedOrder } from './order-load';
import { auditPoints } from './points-audit';
import { readShopState, type ShopState } from './shop-state';

/** The tally as it stood when the backup began: copies, since the load goes on marking orders paid. */
export function tallyAt(tally: OrderTally): OrderTally {
  return { ...tally, keys: [...tally.keys], placed: tally.placed.map((order): PlacedOrder => ({ ...order })), payments: { ...tally.payments } };
}

export async function auditRestored(db: pg.Pool, atBackup: OrderTally, tally: OrderTally, before: ShopState, skuIds: number[], userIds: number[]): Promise<Audit> {
  const failures: string[] = [];
  const { orders, byKey } = await ordersByKey(db, tally.keys);
  const lost = atBackup.placed.filter((placed) => byKey.get(placed.key)?.[0]?.order_no !== placed.orderNo);
  if (lost.length) failures.push(`orders acknowledged before the backup but not restored: ${lost.map((o) => o.orderNo).join(', ')}`);
  const sharedKeys = [...byKey].filter(([, found]) => found.length > 1).length;
  const keyless = await db.query<{ order_no: string }>(
    'SELECT o.order_no FROM orders o WHERE o.user_id = ANY($1) AND NOT EXISTS (SELECT 1 FROM order_requests r WHERE r.order_id = o.id)',
    [userIds],
  );
  if (sharedKeys || keyless.rowCount) failures.push(`orders twice or without their key: ${sharedKeys} shared key(s), ${keyless.rows.map((r) => r.order_no).join(', ') || 'none'} keyless`);

  const after = await readShopState(db, skuIds, userIds);
  const { rows: items } = await db.query<{ sku_id: number; quantity: number }>(
    'SELECT sku_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ANY($1) GROUP BY sku_id',
    [orders.map((order) => order.id)],
  );
  for (const skuId of skuIds) {
    const taken = before.stock.get(skuId)! - after.stock.get(skuId)!;
    const inDatabase = Number(items.find((item) => Number(item.sku_id) === skuId)?.quantity ?? 0);
    if (taken !== inDatabase) failures.push(`SKU ${skuId}: the restored stock went down by ${taken}, its restored orders hold ${inDatabase}`);
  }
  // Points are judged against the orders acknowledged before the backup, and the credits the restore holds.
  const points = await auditPoints(db, atBackup, orders, before, after, userIds);
  const caught = orders.length - (atBackup.placed.length - lost.length);
  return {
    lost: lost.length + points.lost,
    failures: [...failures, ...points.failures],
    lines: [
      `orders    acknowledged before the backup ${atBackup.placed.length}: restored ${atBackup.placed.length - lost.length}, lost ${lost.length};` +
        ` ${caught} more taken while it ran were in its snapshot; ${tally.placed.length - atBackup.placed.length - caught} acknowledged later went with the destroyed data`,
      ...points.lines,
      `stock     ${skuIds.length} SKUs down by exactly the quantities of the restored orders`,
    ],
  };
}
