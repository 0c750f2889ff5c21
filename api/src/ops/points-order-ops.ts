import { and, eq, sql } from 'drizzle-orm';
import { pointsProducts } from '../db/schema/points-mall';
import { pointsOrderItems, pointsOrders, type PointsOrderStatus } from '../db/schema/points-orders';
import type { Db } from '../db/types';
import { creditPoints } from '../modules/points/credit-points';
import { commandLineActor, recordAudit, type StaffActor } from '../modules/staff/audit';

/** A refusal staff can act on; the CLI prints its message as it is. */
export class PointsOrderOpsError extends Error {
  override name = 'PointsOrderOpsError';
}

export type PointsOpsResult = { orderNo: string; status: PointsOrderStatus; pointsReturned: number };

/**
 * What staff do to points orders (`npm run orders -- points-ship|points-complete|points-cancel <orderNo>`):
 * pending → shipped → completed; pending → cancelled with the points and the stock given back. Each runs in one
 * transaction with the order row locked, so two staff commands on one order apply one after the other.
 */
export function createPointsOrderOps(db: Db, actor: StaffActor = commandLineActor()) {
  const move = (orderNo: string, from: PointsOrderStatus, to: PointsOrderStatus, work?: (tx: Db, order: typeof pointsOrders.$inferSelect) => Promise<number>) =>
    db.transaction(async (tx): Promise<PointsOpsResult> => {
      const [order] = await tx.select().from(pointsOrders).where(eq(pointsOrders.orderNo, orderNo)).for('update');
      if (!order) throw new PointsOrderOpsError(`points order ${orderNo} does not exist`);
      if (order.status !== from) throw new PointsOrderOpsError(`points order ${orderNo} is ${order.status}: only a ${from} one can become ${to}`);
      const now = new Date();
      const dates = to === 'shipped' ? { shippedAt: now } : to === 'completed' ? { completedAt: now } : { cancelledAt: now };
      await tx.update(pointsOrders).set({ status: to, updatedAt: now, ...dates }).where(and(eq(pointsOrders.id, order.id), eq(pointsOrders.status, from)));
      const pointsReturned = work ? await work(tx, order) : 0;
      await recordAudit(tx, actor, { action: `points_order.${to}`, entity: 'points_order', entityId: orderNo, before: { status: from }, after: { status: to, ...(pointsReturned ? { pointsReturned } : {}) } });
      return { orderNo, status: to, pointsReturned };
    });

  return {
    ship: (orderNo: string) => move(orderNo, 'pending', 'shipped'),
    complete: (orderNo: string) => move(orderNo, 'shipped', 'completed'),
    /** Only before shipping: the points come back with their own ledger entry, the units go back in stock. */
    cancel: (orderNo: string) =>
      move(orderNo, 'pending', 'cancelled', async (tx, order) => {
        const items = await tx.select().from(pointsOrderItems).where(eq(pointsOrderItems.pointsOrderId, order.id));
        for (const item of items) {
          await tx.update(pointsProducts).set({ stock: sql`${pointsProducts.stock} + ${item.quantity}`, updatedAt: sql`${pointsProducts.updatedAt}` }).where(eq(pointsProducts.id, item.productId));
        }
        if (order.pointsAmount > 0) {
          await creditPoints(tx, {
            userId: order.userId,
            delta: order.pointsAmount,
            source: 'exchange',
            reference: `R${orderNo}`,
            note: { zh: `积分订单 ${orderNo} 取消，积分退回`, en: `Points order ${orderNo} cancelled: points returned`, ja: `ポイント注文 ${orderNo} キャンセル：ポイント返却`, ko: `포인트 주문 ${orderNo} 취소: 포인트 반환` },
          });
        }
        return order.pointsAmount;
      }),
  };
}

/** The CLI's points commands; null when `command` is not one of them. */
export const pointsCommands = { 'points-ship': 'ship', 'points-complete': 'complete', 'points-cancel': 'cancel' } as const;

export async function runPointsCommand(db: Db, command: string, orderNo: string, actor: StaffActor = commandLineActor()): Promise<string | null> {
  if (!(command in pointsCommands)) return null;
  const done = await createPointsOrderOps(db, actor)[pointsCommands[command as keyof typeof pointsCommands]](orderNo);
  return `points order ${done.orderNo}: ${done.status}${done.pointsReturned ? `, ${done.pointsReturned} points returned` : ''}`;
}
