import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK, CODE_UNAUTHORIZED, type CartEnvelope } from '@labmall/shared/api/envelope';
import { trackBusinessEvent } from '@labmall/shared/analytics/business-events';
import type { AddOutcome, CartLine } from './cart-types';
import { publishCart } from './publish-cart';

export interface AddToCartInput {
  skuId: number;
  quantity: number;
}

/**
 * POST /api/shoppingcart/addshoppingcart: adds the quantity to the SKU's line (or creates it). Refusals
 * (over the limit, off sale, …) reject with the envelope, whose message is already in the shopper's language.
 */
export async function addToCart(input: AddToCartInput): Promise<AddOutcome> {
  const body = await apiPost<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/addshoppingcart', input);
  // Spec §8: a 401 body resolves; the client has already tried a refresh and opened the login dialog.
  if (body.code === CODE_UNAUTHORIZED) return { kind: 'signedOut' };
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body; // e.g. 500 "Business Failed"
  publishCart(body.data);
  trackBusinessEvent('add_to_cart', { skuId: input.skuId, quantity: input.quantity });
  return { kind: 'added', lines: body.data, rejected: [] };
}
