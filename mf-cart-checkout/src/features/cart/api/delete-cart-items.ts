import { apiPost } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import type { CartLine } from './cart-types';
import { settleCartChange, type CartAnswer } from './read-cart-answer';

/** POST /api/shoppingcart/delete?ids=1,2,3 — all or nothing (an id that is not the shopper's is a 404). */
export async function deleteCartItems(ids: number[]): Promise<CartAnswer> {
  const body = await apiPost<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/delete', undefined, {
    params: { ids: ids.join(',') },
  });
  return settleCartChange(body);
}
