import { apiGet } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import { emitShopEvent } from '@labmall/shared/events/shop-events';
import { appStore } from '@labmall/shared/store/app-store';

/**
 * GET /api/shoppingcart/get after another area changed the cart (an order took lines out of it, "buy again"
 * put some in): the store's `cartInfo` gets the cart as it now is and `cart:updated` tells the header. Here in
 * shared because remotes do not import each other. A failure empties `cartInfo` (spec §4) and never rejects:
 * the caller's own step (payment, the buy-again report) goes on.
 */
export async function refreshCart(): Promise<void> {
  let lines: unknown[] = [];
  try {
    const body = await apiGet<unknown[], CartEnvelope<unknown[]>>('/api/shoppingcart/get');
    lines = body.code === 200 && Array.isArray(body.data) ? body.data : [];
  } catch {
    lines = [];
  }
  appStore.getState().setCartInfo(lines);
  emitShopEvent('cart:updated', { count: lines.length });
}
