import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { OrderDetail } from './order-types';

/** POST /api/order/confirm-receipt?orderNo=… (shipped only → completed); otherwise 409 orderStateChanged. */
export async function confirmReceipt(orderNo: string): Promise<OrderDetail> {
  const body = await apiPost<OrderDetail>('/api/order/confirm-receipt', undefined, { params: { orderNo } });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
