import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { OrderDetail } from './order-types';

/**
 * POST /api/order/cancel?orderNo=… (unpaid only; stock and coupon return). Answers the order as it now is;
 * an order no longer unpaid rejects with 409 orderStateChanged, its message in the shopper's language.
 */
export async function cancelOrder(orderNo: string): Promise<OrderDetail> {
  const body = await apiPost<OrderDetail>('/api/order/cancel', undefined, { params: { orderNo } });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
