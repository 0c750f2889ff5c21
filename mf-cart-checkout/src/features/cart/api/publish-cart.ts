import { emitShopEvent } from '@labmall/shared/events/shop-events';
import { appStore } from '@labmall/shared/store/app-store';
import type { CartLine } from './cart-types';

/**
 * After a successful cart change: every cart answer carries the whole cart, so the store's `cartInfo` takes
 * it as it is (no second request), and `cart:updated` tells the other areas (its count = the number of lines,
 * as the header's mini cart shows it).
 */
export function publishCart(lines: CartLine[]): void {
  appStore.getState().setCartInfo(lines);
  emitShopEvent('cart:updated', { count: lines.length });
}
