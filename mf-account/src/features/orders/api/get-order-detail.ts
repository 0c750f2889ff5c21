import { apiClient } from '@labmall/shared/api/client';
import { CODE_OK, type ApiEnvelope } from '@labmall/shared/api/envelope';
import type { OrderDetail } from './order-types';

export interface DetailAnswer {
  order: OrderDetail;
  /** Server clock minus this device's (ms), from the Date header: the pay countdown follows the server's time. */
  clockOffset: number;
}

/**
 * GET /api/order/detail?orderNo=…. Someone else's order or an unknown number rejects with HTTP 404, exactly
 * like one that does not exist (see model/not-found.ts).
 */
export async function getOrderDetail(orderNo: string, signal?: AbortSignal): Promise<DetailAnswer> {
  const response = await apiClient.get<ApiEnvelope<OrderDetail>>('/api/order/detail', { params: { orderNo }, signal });
  if (response.data.code !== CODE_OK || !response.data.data) throw response.data;
  const date = Date.parse(String(response.headers?.date ?? ''));
  return { order: response.data.data, clockOffset: Number.isNaN(date) ? 0 : date - Date.now() };
}
