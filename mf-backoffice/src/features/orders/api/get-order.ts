import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { StaffOrder } from './order-types';

/** GET /api/backoffice/orders/detail (orders): one order with its buyer, payments, lots, timeline and version. */
export async function getOrder(orderNo: string) {
  return staffGet<StaffOrder>('/api/backoffice/orders/detail', { orderNo });
}

/** `version` changes after an action or a reload request, so the order is asked for again. */
export const useOrder = (orderNo: string, version: number) => useRequest(orderNo ? `backoffice-order|${orderNo}|${version}` : null, () => getOrder(orderNo));
