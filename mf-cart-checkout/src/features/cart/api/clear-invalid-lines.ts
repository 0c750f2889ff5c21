import { apiPost } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import type { CartLine } from './cart-types';
import { settleCartChange, type CartAnswer } from './read-cart-answer';

/** POST /api/shoppingcart/clear-invalid with `{}`: removes every line the server flags invalid. */
export async function clearInvalidLines(): Promise<CartAnswer> {
  const body = await apiPost<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/clear-invalid', {});
  return settleCartChange(body);
}
