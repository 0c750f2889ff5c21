import { useRequest } from '@labmall/shared/hooks/use-request';
import { getPage } from '../../../lib/page';
import type { RecentOrder } from './portal-types';

/** The portal shows the newest few; the orders page has the rest. */
export const RECENT_ORDERS = 3;

/** GET /api/order/list?pageSize=3: the shopper's newest orders, all statuses. */
export async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  return (await getPage<RecentOrder>('/api/order/list', { pageSize: RECENT_ORDERS }, signal)).items;
}

export function useRecentOrders() {
  return useRequest('recent-orders', getRecentOrders);
}
