import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Address } from './address-types';

/** POST /api/address/set-default?id=…: answers the whole list in its new order (default first). */
export async function setDefaultAddress(id: number): Promise<Address[]> {
  const body = await apiPost<Address[]>('/api/address/set-default', undefined, { params: { id } });
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return body.data;
}
