import type { PointsOrderStatus } from '../api/points-order-types';

type T = (key: string) => string;

/** The shopper's words for the state of an exchange. */
export function statusText(t: T, status: PointsOrderStatus): string {
  const texts: Record<PointsOrderStatus, string> = {
    pending: t('accountPointsOrders.status.pending'),
    shipped: t('accountPointsOrders.status.shipped'),
    completed: t('accountPointsOrders.status.completed'),
    cancelled: t('accountPointsOrders.status.cancelled'),
  };
  return texts[status] ?? status;
}
