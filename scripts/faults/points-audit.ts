/**
 * Payments and points after a scenario: every payment the gateway saw acknowledged left a paid order, each paid
 * order was credited once (1 point per whole yuan), the buyers' balances went up by exactly those credits, and
 * every balance is the sum of its ledger.
 */
import type pg from 'pg';
import type { AuditedOrder, Audit } from './order-audit';
import type { OrderTally } from './order-load';
import type { ShopState } from './shop-state';

export async function auditPoints(db: pg.Pool, tally: OrderTally, orders: AuditedOrder[], before: ShopState, after: ShopState, userIds: number[]): Promise<Audit> {
  const failures: string[] = [];
  const statusOf = new Map(orders.map((order) => [order.order_no, order.status]));
  const lost = tally.placed.filter((placed) => placed.paid && statusOf.get(placed.orderNo) !== 'paid');
  if (lost.length) failures.push(`payments acknowledged but the order is not paid: ${lost.map((o) => o.orderNo).join(', ')}`);

  const paid = orders.filter((order) => order.status === 'paid');
  const { rows: credits } = await db.query<{ reference: string; n: number; delta: number }>(
    "SELECT reference, count(*)::int AS n, sum(delta)::int AS delta FROM points_ledger WHERE source = 'order' AND reference = ANY($1) GROUP BY reference",
    [paid.map((order) => order.order_no)],
  );
  for (const order of paid) {
    const credit = credits.find((row) => row.reference === order.order_no);
    const expected = Math.floor(Number(order.pay_amount) / 100);
    if (credit?.n !== 1 || credit.delta !== expected || Number(order.points_earned) !== expected) {
      failures.push(`order ${order.order_no}: ${credit?.n ?? 0} credit(s) of ${credit?.delta ?? 0} points, earned ${order.points_earned}, ${expected} expected`);
    }
  }
  const earned = paid.reduce((sum, order) => sum + Number(order.points_earned), 0);
  const gained = userIds.reduce((sum, id) => sum + after.balance.get(id)! - before.balance.get(id)!, 0);
  if (gained !== earned) failures.push(`points balances went up by ${gained}, the paid orders earned ${earned}`);
  const { rows: unbalanced } = await db.query<{ user_id: number }>(
    'SELECT a.user_id FROM points_accounts a WHERE a.user_id = ANY($1) AND a.balance <> (SELECT COALESCE(sum(l.delta), 0) FROM points_ledger l WHERE l.user_id = a.user_id)',
    [userIds],
  );
  if (unbalanced.length) failures.push(`balances that are not the sum of their ledger: users ${unbalanced.map((r) => r.user_id).join(', ')}`);
  return {
    lost: lost.length,
    failures,
    lines: [`payments  sent ${tally.payments.sent}, acknowledged ${tally.payments.acknowledged}, lost ${lost.length}; ${earned} points credited, balances +${gained}, each = its ledger`],
  };
}
