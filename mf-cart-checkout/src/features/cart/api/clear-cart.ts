import { apiPost } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import type { CartLine } from './cart-types';
import { settleCartChange, type CartAnswer } from './read-cart-answer';

/** POST /api/shoppingcart/clear: empties the whole cart (the page asks first). */
export async function clearCart(): Promise<CartAnswer> {
  const body = await apiPost<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/clear');
  return settleCartChange(body);
}
