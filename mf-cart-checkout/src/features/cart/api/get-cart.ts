import { apiGet } from '@labmall/shared/api/client';
import type { CartEnvelope } from '@labmall/shared/api/envelope';
import { appStore } from '@labmall/shared/store/app-store';

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
