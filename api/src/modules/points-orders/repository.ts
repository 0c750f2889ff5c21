import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { pointsOrderItems, pointsOrders, type PointsOrderItemRow, type PointsOrderRow, type PointsOrderStatus } from '../../db/schema/points-orders';
import type { Db } from '../../db/types';

export type ListFilter = { userId: number; status?: PointsOrderStatus | undefined; page: number; pageSize: number };

/** Points-order reads, always scoped to one user: someone else's order is simply not found. */
export function createPointsOrderRepository(db: Db) {
  return {
    /** One page of the user's orders, newest first (ids break ties within a millisecond), and the total. */
    async page(filter: ListFilter): Promise<{ rows: PointsOrderRow[]; total: number }> {
      const where = and(eq(pointsOrders.userId, filter.userId), filter.status ? eq(pointsOrders.status, filter.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsOrders)
          .where(where)
          .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(pointsOrders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findOwn(userId: number, orderNo: string): Promise<PointsOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(pointsOrders)
        .where(and(eq(pointsOrders.orderNo, orderNo), eq(pointsOrders.userId, userId)));
      return row;
    },

    /** The items of these orders in one query, in the order they were written. */
    async itemsOf(orderIds: number[]): Promise<PointsOrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(pointsOrderItems)
        .where(inArray(pointsOrderItems.pointsOrderId, orderIds))
        .orderBy(asc(pointsOrderItems.pointsOrderId), asc(pointsOrderItems.id));
    },
  };
}
