import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** GET /api/points/balance: the shopper's points now. */
export async function getPointsBalance(signal?: AbortSignal): Promise<number> {
  const body = await apiGet<{ balance: number }>('/api/points/balance', undefined, { signal });
  // A 401 or "Business Failed" body resolves in the client (spec §8) but carries no balance.
  if (body.code !== CODE_OK || typeof body.data?.balance !== 'number') throw body;
  return body.data.balance;
}

export function usePointsBalance() {
  return useRequest('points-balance', getPointsBalance);
}
