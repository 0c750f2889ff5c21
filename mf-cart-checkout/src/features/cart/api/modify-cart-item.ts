import { apiPost } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import type { CartLine } from './cart-types';
import { settleCartChange, type CartAnswer } from './read-cart-answer';

/** One change to one line: a new quantity (which also confirms a changed price) and/or its selection. */
export interface ModifyCartItemInput {
  id: number;
  quantity?: number;
  selected?: boolean;
}

/**
 * POST /api/shoppingcart/modify?id&quantity&selected (query, no body). A quantity over the line's limit,
 * an off-sale or sold-out item reject with the envelope, whose message is in the shopper's language.
 */
export async function modifyCartItem(input: ModifyCartItemInput): Promise<CartAnswer> {
  const params: Record<string, string> = { id: String(input.id) };
  if (input.quantity !== undefined) params.quantity = String(input.quantity);
  if (input.selected !== undefined) params.selected = String(input.selected);
  const body = await apiPost<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/modify', undefined, { params });
  return settleCartChange(body);
}
