/**
 * What the database holds after a scenario, against what the clients were told: every order acknowledged exists,
 * once, under its Idempotency-Key; no order exists without its key; the stock went down by exactly the quantities
 * ordered. Then the payments and points (points-audit.ts).
 */
import type pg from 'pg';
import type { OrderTally } from './order-load';
import { auditPoints } from './points-audit';
import { readShopState, type ShopState } from './shop-state';

export type AuditedOrder = { key: string; id: number; order_no: string; status: string; points_earned: number; pay_amount: number };
export type Audit = { lost: number; lines: string[]; failures: string[] };

/** The orders the database holds under the run's Idempotency-Keys, and them by key (a key with two is a duplicate). */
export async function ordersByKey(db: pg.Pool, keys: string[]) {
  const { rows: orders } = await db.query<AuditedOrder>(
    'SELECT r.key, o.id, o.order_no, o.status, o.points_earned, o.pay_amount FROM order_requests r JOIN orders o ON o.id = r.order_id WHERE r.key = ANY($1)',
    [keys],
  );
  const byKey = new Map<string, AuditedOrder[]>();
  for (const order of orders) byKey.set(order.key, [...(byKey.get(order.key) ?? []), order]);
  return { orders, byKey };
}

export async function auditOrders(db: pg.Pool, tally: OrderTally, before: ShopState, skuIds: number[], userIds: number[]): Promise<Audit> {
  const failures: string[] = [];
  const { orders, byKey } = await ordersByKey(db, tally.keys);

  const lost = tally.placed.filter((placed) => byKey.get(placed.key)?.[0]?.order_no !== placed.orderNo);
  const sharedKeys = [...byKey].filter(([, found]) => found.length > 1).length;
  const keyless = await db.query<{ order_no: string }>(
    'SELECT o.order_no FROM orders o WHERE o.user_id = ANY($1) AND NOT EXISTS (SELECT 1 FROM order_requests r WHERE r.order_id = o.id)',
    [userIds],
  );
  const duplicated = sharedKeys + (keyless.rowCount ?? 0);
  const acknowledgedKeys = new Set(tally.placed.map((placed) => placed.key));
  // Placed, but the client gave up before it heard so: not lost (never acknowledged), and it did take stock.
  const unheard = orders.filter((order) => !acknowledgedKeys.has(order.key)).length;
  if (lost.length) failures.push(`orders acknowledged but not in the database: ${lost.map((o) => o.orderNo).join(', ')}`);
  if (duplicated) failures.push(`orders placed twice: ${sharedKeys} key(s) with several orders, ${keyless.rows.map((r) => r.order_no).join(', ') || 'no order'} without a key`);
  // Every call was retried until answered, so an order nobody heard of must belong to a call that never was.
  if (unheard > tally.unanswered) failures.push(`${unheard} order(s) placed for requests the shop answered with a refusal`);
  if (tally.unanswered) failures.push(`${tally.unanswered} call(s) still unanswered after a client's retries`);
  if (tally.refused.length) failures.push(`refused: ${tally.refused.slice(0, 5).join('; ')}`);

  const after = await readShopState(db, skuIds, userIds);
  const { rows: items } = await db.query<{ sku_id: number; quantity: number }>(
    'SELECT sku_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ANY($1) GROUP BY sku_id',
    [orders.map((order) => order.id)],
  );
  const stock = skuIds.map((skuId) => {
    const taken = before.stock.get(skuId)! - after.stock.get(skuId)!;
    const acknowledged = tally.placed.filter((o) => o.skuId === skuId).reduce((sum, o) => sum + o.quantity, 0);
    const inDatabase = Number(items.find((item) => Number(item.sku_id) === skuId)?.quantity ?? 0);
    if (taken !== inDatabase || (unheard === 0 && taken !== acknowledged)) {
      failures.push(`SKU ${skuId}: stock went down by ${taken}; ordered ${acknowledged} acknowledged, ${inDatabase} in the database`);
    }
    return `SKU ${skuId} −${taken}`;
  });

  const points = await auditPoints(db, tally, orders, before, after, userIds);
  return {
    lost: lost.length + points.lost,
    failures: [...failures, ...points.failures],
    lines: [
      `orders    sent ${tally.keys.length}, acknowledged ${tally.placed.length}, lost ${lost.length}, duplicated ${duplicated}` +
        ` (placed but unheard ${unheard}, unanswered ${tally.unanswered}, refused ${tally.refused.length})`,
      ...points.lines,
      `stock     ${stock.join(', ')}: exactly the quantities ordered`,
    ],
  };
}
