import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Address, AddressInput } from './address-types';

/**
 * POST /api/address/update with the whole address. `isDefault: false` on the default is ignored by the
 * server: while any address exists, one is the default.
 */
export async function updateAddress(id: number, input: AddressInput): Promise<Address> {
  const body = await apiPost<Address>('/api/address/update', { id, ...input });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
