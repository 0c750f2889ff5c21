import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { toDetail } from '../orders/order-view';
import { createOrderRepository } from '../orders/repository';
import { createSafetyRepository } from '../product-safety/repository';
import { createStaffOrderRepository } from './detail-repository';
import { listStaffOrders } from './list-repository';
import { groupFactsOf, withGroupFacts } from './order-group-tags';
import { actionsFor } from './order-actions';
import type { OrderListInput, StaffOrderDetail } from './schemas';
import { buildTimeline } from './timeline';

/** The console's order reads: the list, and one order with what the shopper sees plus the buyer, payments and timeline. */
export function createStaffOrderService(db: Db) {
  const staff = createStaffOrderRepository(db);
  const shop = createOrderRepository(db);
  return {
    list: (input: OrderListInput) => listStaffOrders(db, input),

    async detail(orderNo: string, lang: Lang): Promise<StaffOrderDetail> {
      const found = await staff.byOrderNo(orderNo);
      if (!found) throw notFound();
      const { order, version } = found;
      const [items, events, lots, buyer, payments, writes, group] = await Promise.all([
        shop.itemsOf([order.id]),
        shop.timeline(order.id),
        createSafetyRepository(db).lotsOfOrder(order.id),
        staff.buyer(order.userId),
        staff.payments(order.id),
        staff.staffWrites(order.orderNo),
        groupFactsOf(db, order),
      ]);
      return {
        ...withGroupFacts(toDetail(order, items, events, lang, lots), group),
        version,
        buyer,
        payments: payments.map((p) => ({ ...p, amount: fenToYuan(p.amount), createdAt: p.createdAt.toISOString(), succeededAt: p.succeededAt?.toISOString() ?? null })),
        timeline: buildTimeline(order, events, writes),
        actions: actionsFor(order),
      };
    },
  };
}
