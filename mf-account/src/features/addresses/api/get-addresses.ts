import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Address } from './address-types';

/** GET /api/address/list: the shopper's addresses, default first, then newest. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await apiGet<Address[]>('/api/address/list', undefined, { signal });
  // A 401 or "Business Failed" body resolves in the client (spec §8) but carries no list.
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return body.data;
}
