import { useEffect } from 'react';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { onShopEvent } from '@labmall/shared/events/shop-events';
import { loadCartInfo } from '../api/get-cart';

/**
 * The number of cart lines (not the sum of quantities: 500 pipette tips are one thing to check out, and the
 * cart's own limit counts lines); reloads when the token changes and when any area announces `cart:updated`.
 */
export function useCartCount(): number {
  const token = useAppStore((s) => s.user.userToken);
  const count = useAppStore((s) => s.product.cartInfo.length);

  useEffect(() => {
    // A guest has no server cart: show an empty one rather than a previous user's lines.
    if (token) void loadCartInfo();
    else appStore.getState().setCartInfo([]);
  }, [token]);

  useEffect(() => onShopEvent('cart:updated', () => void loadCartInfo()), []);
  return count;
}
