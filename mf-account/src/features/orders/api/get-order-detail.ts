import type { AxiosResponse } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { CODE_OK, type ApiEnvelope } from '@labmall/shared/api/envelope';
import type { GroupOrderDetail, OrderDetail } from './order-types';

export interface DetailAnswer {
  order: OrderDetail | GroupOrderDetail;
  /** Server clock minus this device's (ms), from the Date header: the pay countdown follows the server's time. */
  clockOffset: number;
}

/**
 * GET /api/order/detail?orderNo=…. Someone else's order or an unknown number rejects with HTTP 404, exactly
 * like one that does not exist (see model/not-found.ts).
 */
export async function getOrderDetail(orderNo: string, signal?: AbortSignal): Promise<DetailAnswer> {
  return answer(await apiClient.get<ApiEnvelope<OrderDetail>>('/api/order/detail', { params: { orderNo }, signal }));
}

/**
 * GET /api/lab-groups/:id/orders/:orderNo: a colleague's order in a group whose orders the shopper reads (owner,
 * finance, approver); 404 for an order of another group, 403 for a member who may not read the group's orders.
 */
export async function getGroupOrderDetail(groupId: number, orderNo: string, signal?: AbortSignal): Promise<DetailAnswer> {
  return answer(await apiClient.get<ApiEnvelope<GroupOrderDetail>>(`/api/lab-groups/${groupId}/orders/${encodeURIComponent(orderNo)}`, { signal }));
}

function answer(response: AxiosResponse<ApiEnvelope<OrderDetail | GroupOrderDetail>>): DetailAnswer {
  if (response.data.code !== CODE_OK || !response.data.data) throw response.data;
  const date = Date.parse(String(response.headers?.date ?? ''));
  return { order: response.data.data, clockOffset: Number.isNaN(date) ? 0 : date - Date.now() };
}
