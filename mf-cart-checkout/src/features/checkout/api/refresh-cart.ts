import { apiGet } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import { emitShopEvent } from '@labmall/shared/events/shop-events';
import { appStore } from '@labmall/shared/store/app-store';

/**
 * GET /api/shoppingcart/get after an order took lines out of the cart: the store's `cartInfo` gets the cart
 * as it now is and `cart:updated` tells the header. The cart feature has its own loader, but features do not
 * import each other. A failure empties `cartInfo` (spec §4) and never blocks the way to payment.
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
