import { apiGet } from '@labmall/shared/api/lazy-client';
import { useRequest } from '@labmall/shared/hooks/use-request';

export interface Allowance { balance: number; exchanged: number; remaining: number }

/** GET /api/points-mall/allowance?productId= (sign-in): balance, units already exchanged, units left under the limit. */
export async function getAllowance(productId: number, signal?: AbortSignal): Promise<Allowance> {
  return (await apiGet<Allowance>('/api/points-mall/allowance', { productId }, signal ? { signal } : undefined)).data;
}

/** Asked only when `enabled` (signed in, after hydration). */
export const useAllowance = (productId: number, enabled: boolean) =>
  useRequest(enabled ? `points-allowance|${productId}` : null, (signal) => getAllowance(productId, signal));
