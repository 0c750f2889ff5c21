import { apiGet } from '@labmall/shared/api/lazy-client';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** GET /api/points/balance (sign-in): the shopper's points. */
export async function getBalance(signal?: AbortSignal): Promise<number> {
  return (await apiGet<{ balance: number }>('/api/points/balance', undefined, signal ? { signal } : undefined)).data.balance;
}

/** The balance once `enabled` (signed in, after hydration: a guest's page and the server never ask). */
export const useBalance = (enabled: boolean) => useRequest(enabled ? 'points-balance' : null, getBalance);
