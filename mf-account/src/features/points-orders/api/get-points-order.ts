import { isAxiosError } from 'axios';
import { apiGet } from '@labmall/shared/api/client';
import { bodyCode, CODE_OK } from '@labmall/shared/api/envelope';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { PointsOrderDetail } from './points-order-types';

/** The API's own rule for a points-order number; anything else cannot be an order (and would be a 400). */
export const POINTS_ORDER_NO = /^[A-Za-z0-9]{1,32}$/;

/**
 * GET /api/points-order/detail?orderNo=…; null when there is no such order of this shopper (404: someone
 * else's order is answered exactly as a missing one).
 */
export async function getPointsOrder(orderNo: string, signal?: AbortSignal): Promise<PointsOrderDetail | null> {
  try {
    const body = await apiGet<PointsOrderDetail>('/api/points-order/detail', { orderNo }, { signal });
    if (body.code !== CODE_OK || !body.data) throw body;
    return body.data;
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : bodyCode(error);
    if (status === 404) return null;
    throw error;
  }
}

/** The order of `orderNo`; a number that cannot be one is not asked for (no data, no error: see the page). */
export function usePointsOrder(orderNo: string) {
  const valid = POINTS_ORDER_NO.test(orderNo);
  return useRequest(valid ? `points-order|${orderNo}` : null, (signal) => getPointsOrder(orderNo, signal));
}
