import { useRequest } from '@labmall/shared/hooks/use-request';
import type { CartLine } from '../api/cart-types';
import { calculateCartTotals } from '../api/calculate-cart-totals';

/** The lines that count towards the totals and checkout: selected and orderable as they stand. */
export const checkoutLines = (lines: CartLine[]) => lines.filter((line) => line.valid && line.selected);

/**
 * The server's totals for the selected valid lines, from the cart as the server holds it (the calculation
 * reads the stored quantities). A new selection or quantity aborts the request it replaces.
 */
export function useCartTotals(serverLines: CartLine[]) {
  const lines = checkoutLines(serverLines);
  // Quantities are in the key: the same lines at new quantities need new totals.
  const key = lines.length > 0 ? lines.map((line) => `${line.id}x${line.quantity}`).join(',') : null;
  const ids = lines.map((line) => line.id);
  const request = useRequest(key, (signal) => calculateCartTotals(ids, signal));
  return { ...request, data: key === null ? undefined : request.data };
}
