import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Address, AddressInput } from './address-types';

/**
 * POST /api/address/add. Refusals reject with the envelope (400 naming the field, 409 addressLimit), whose
 * message is already in the shopper's language. The first address becomes the default whatever is sent.
 */
export async function addAddress(input: AddressInput): Promise<Address> {
  const body = await apiPost<Address>('/api/address/add', input);
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
