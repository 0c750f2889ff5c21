import type { PointsOrderItemRow } from '../../db/schema/points-orders';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { toDetail, toSummary } from './points-order-view';
import { createPointsOrderRepository } from './repository';
import type { ListQuery } from './schemas';

/** The signed-in shopper's points-mall exchanges: reads only (the points mall writes them). */
export function createPointsOrderService(db: Db) {
  const repo = createPointsOrderRepository(db);
  return {
    async list(userId: number, { status, page, pageSize }: ListQuery, lang: Lang) {
      const { rows, total } = await repo.page({ userId, status, page, pageSize });
      const byOrder = new Map<number, PointsOrderItemRow[]>(rows.map((row) => [row.id, []]));
      for (const item of await repo.itemsOf(rows.map((row) => row.id))) byOrder.get(item.pointsOrderId)!.push(item);
      return { items: rows.map((row) => toSummary(row, byOrder.get(row.id)!, lang)), total, page, pageSize };
    },

    async detail(userId: number, orderNo: string, lang: Lang) {
      const order = await repo.findOwn(userId, orderNo);
      if (!order) throw notFound();
      return toDetail(order, await repo.itemsOf([order.id]), lang);
    },
  };
}
