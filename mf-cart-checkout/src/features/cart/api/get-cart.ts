import { apiGet } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import { appStore } from '@labmall/shared/store/app-store';
import type { CartLine } from './cart-types';
import { readCartAnswer, type CartAnswer } from './read-cart-answer';

/**
 * GET /api/shoppingcart/get for the cart page: the lines, or signed out; failures reject. The store's
 * `cartInfo` takes the lines too (the header count), without `cart:updated`: nothing changed, nobody must reload.
 */
export async function getCart(signal?: AbortSignal): Promise<CartAnswer> {
  const body = await apiGet<CartLine[], CartEnvelope<CartLine[]>>('/api/shoppingcart/get', undefined, { signal });
  const answer = readCartAnswer(body);
  if (answer.kind === 'cart') appStore.getState().setCartInfo(answer.lines);
  return answer;
}

/**
 * GET /api/shoppingcart/get into the store's `product.cartInfo` (spec §4): on success the lines (or [] when
 * there are none); on any failure the cart resets to empty rather than showing stale lines.
 */
export async function loadCartInfo(): Promise<unknown[]> {
  const { setCartInfo } = appStore.getState();
  try {
    const body = await apiGet<unknown[], CartEnvelope<unknown[]>>('/api/shoppingcart/get');
    const lines = body.code === 200 && Array.isArray(body.data) ? body.data : [];
    setCartInfo(lines);
    return lines;
  } catch {
    setCartInfo([]);
    return [];
  }
}
