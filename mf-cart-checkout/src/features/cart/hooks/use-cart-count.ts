import { useEffect } from 'react';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { loadCartInfo } from '../api/get-cart';

/**
 * The number of cart lines (not the sum of quantities: 500 pipette tips are one thing to check out, and the
 * cart's own limit counts lines); loads when the token changes. After a change the store already holds the
 * new cart (every cart answer is the whole cart, and whoever changes it stores it before announcing
 * `cart:updated`), so the count follows the store without asking the server again.
 */
export function useCartCount(): number {
  const token = useAppStore((s) => s.user.userToken);
  const count = useAppStore((s) => s.product.cartInfo.length);

  useEffect(() => {
    // A guest has no server cart: show an empty one rather than a previous user's lines.
    if (token) void loadCartInfo();
    else appStore.getState().setCartInfo([]);
  }, [token]);

  return count;
}
