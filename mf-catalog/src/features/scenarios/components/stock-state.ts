import type { BundleItem } from '../api/scenario-types';

export type StockState = 'inStock' | 'lowStock' | 'outOfStock' | 'offSale';

/** Whether the bundle's quantity of this SKU can be bought now; the cart re-checks when it is added. */
export function stockState({ sku, quantity }: BundleItem): StockState {
  if (!sku.onSale) return 'offSale';
  if (sku.stock <= 0) return 'outOfStock';
  return sku.stock < quantity ? 'lowStock' : 'inStock';
}

/** Unit price × quantity in integer fen, so 0.1 + 0.2 style float errors never reach the screen. */
export function lineTotal({ sku, quantity }: BundleItem): number {
  return (Math.round(sku.price * 100) * quantity) / 100;
}
