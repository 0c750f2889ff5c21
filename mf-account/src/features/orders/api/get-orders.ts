import { getPage, type Page } from '../../../lib/page';
import type { OrderStatus } from '../../../lib/order-status';
import type { OrderSummary } from './order-types';

export interface OrdersRequest {
  /** Absent: every status. */
  status?: OrderStatus;
  /** Order number or a product name (1–50 characters); absent when empty. */
  keyword?: string;
  page: number;
  pageSize: number;
}

/** GET /api/order/list: one page of the shopper's orders, newest first. */
export function getOrders(request: OrdersRequest, signal?: AbortSignal): Promise<Page<OrderSummary>> {
  const params: Record<string, string | number> = { page: request.page, pageSize: request.pageSize };
  if (request.status) params.status = request.status;
  if (request.keyword) params.keyword = request.keyword;
  return getPage('/api/order/list', params, signal);
}
