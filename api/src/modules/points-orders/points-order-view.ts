import type { PointsOrderItemRow, PointsOrderRow } from '../../db/schema/points-orders';
import { localize, type Lang } from '../../i18n/language';
import type { PointsOrderDetail, PointsOrderSummary } from './response-schemas';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toItem = (item: PointsOrderItemRow, lang: Lang) => ({
  productId: item.productId,
  name: localize(item.name, lang),
  image: item.image,
  points: item.points,
  quantity: item.quantity,
});

/** The list's row: every item is shown (an exchange holds few), with the total quantity. */
export function toSummary(order: PointsOrderRow, items: PointsOrderItemRow[], lang: Lang): PointsOrderSummary {
  return {
    orderNo: order.orderNo,
    status: order.status,
    pointsAmount: order.pointsAmount,
    createdAt: order.createdAt.toISOString(),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items: items.map((item) => toItem(item, lang)),
  };
}

export function toDetail(order: PointsOrderRow, items: PointsOrderItemRow[], lang: Lang): PointsOrderDetail {
  return {
    orderNo: order.orderNo,
    status: order.status,
    pointsAmount: order.pointsAmount,
    note: order.note,
    address: order.address,
    items: items.map((item) => toItem(item, lang)),
    createdAt: order.createdAt.toISOString(),
    shippedAt: iso(order.shippedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
  };
}
