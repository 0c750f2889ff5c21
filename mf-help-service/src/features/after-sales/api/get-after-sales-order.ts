import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { AfterSalesOrder } from './after-sales-types';

/** GET /api/aftersales/orders/:orderNo: one of the shopper's orders with its lines and after-sales requests (404 otherwise). */
export async function getAfterSalesOrder(orderNo: string, signal?: AbortSignal): Promise<AfterSalesOrder> {
  return (await apiGet<AfterSalesOrder>(`/api/aftersales/orders/${encodeURIComponent(orderNo)}`, undefined, signal ? { signal } : undefined)).data;
}

export const afterSalesOrderQuery = (userKey: string, orderNo: string): Query<AfterSalesOrder> => ({
  key: `aftersales-order|${userKey}|${orderNo}`,
  load: (signal) => getAfterSalesOrder(orderNo, signal),
});
