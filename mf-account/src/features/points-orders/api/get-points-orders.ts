import { useRequest } from '@labmall/shared/hooks/use-request';
import { getPage, type Page } from '../../../lib/page';
import type { PointsOrderStatus, PointsOrderSummary } from './points-order-types';

export const POINTS_ORDERS_PAGE_SIZE = 10;

export interface PointsOrdersRequest {
  /** null: every status (the parameter is left out: the API refuses an empty one). */
  status: PointsOrderStatus | null;
  page: number;
}

/** GET /api/points-order/list?status=&page=&pageSize=: the shopper's exchanges, newest first. */
export function getPointsOrders({ status, page }: PointsOrdersRequest, signal?: AbortSignal): Promise<Page<PointsOrderSummary>> {
  return getPage('/api/points-order/list', { ...(status ? { status } : {}), page, pageSize: POINTS_ORDERS_PAGE_SIZE }, signal);
}

export function usePointsOrders(request: PointsOrdersRequest) {
  return useRequest(`points-orders|${request.status ?? ''}|${request.page}`, (signal) => getPointsOrders(request, signal));
}
