import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { EligibleOrder } from './after-sales-types';

/** GET /api/aftersales/orders: the signed-in shopper's paid (or further along) orders, newest first. */
export async function getEligibleOrders(signal?: AbortSignal): Promise<EligibleOrder[]> {
  return (await apiGet<EligibleOrder[]>('/api/aftersales/orders', undefined, signal ? { signal } : undefined)).data;
}

/** Keyed by the user, so another account signing in on this page never sees the previous one's orders. */
export const eligibleOrdersQuery = (userKey: string): Query<EligibleOrder[]> => ({ key: `aftersales-orders|${userKey}`, load: getEligibleOrders });
