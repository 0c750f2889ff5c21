import { useRequest } from '@labmall/shared/hooks/use-request';
import { getOrNull } from '../../../lib/get-or-null';
import type { PointsOrderDetail } from './points-order-types';

/** The API's own rule for a points-order number; anything else cannot be an order (and would be a 400). */
export const POINTS_ORDER_NO = /^[A-Za-z0-9]{1,32}$/;

/**
 * GET /api/points-order/detail?orderNo=…; null when there is no such order of this shopper (404: someone
 * else's order is answered exactly as a missing one).
 */
export function getPointsOrder(orderNo: string, signal?: AbortSignal): Promise<PointsOrderDetail | null> {
  return getOrNull<PointsOrderDetail>('/api/points-order/detail', { orderNo }, signal);
}

/** The order of `orderNo`; a number that cannot be one is not asked for (no data, no error: see the page). */
export function usePointsOrder(orderNo: string) {
  const valid = POINTS_ORDER_NO.test(orderNo);
  return useRequest(valid ? `points-order|${orderNo}` : null, (signal) => getPointsOrder(orderNo, signal));
}
