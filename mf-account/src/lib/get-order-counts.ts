import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { OrderCounts } from './order-status';

/** GET /api/order/counts: `{ unpaid, paid, shipped, completed, cancelled, closed }` (the portal's counts, the tabs' numbers). */
export async function getOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  const body = await apiGet<OrderCounts>('/api/order/counts', undefined, { signal });
  // A 401 or "Business Failed" body resolves in the client (spec §8) but carries no counts.
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}

/** The counts, loaded once per page visit; `retry` asks again (after an order changed). */
export function useOrderCounts() {
  return useRequest('order-counts', getOrderCounts);
}
