import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { OrderTerms } from '@labmall/shared/account/order-terms-types';

/** Of an order's detail, what the confirmation of an order on invoice shows. */
export interface TermOrder {
  orderNo: string;
  payAmount: number;
  terms: OrderTerms | null;
}

/** GET /api/order/detail?orderNo=…: the shopper's own order (someone else's or an unknown number: 404). */
export async function getTermOrder(orderNo: string): Promise<TermOrder> {
  const body = await apiGet<TermOrder>('/api/order/detail', { orderNo });
  if (body.code !== CODE_OK || !body.data) throw body;
  return { orderNo: body.data.orderNo, payAmount: body.data.payAmount, terms: body.data.terms ?? null };
}
