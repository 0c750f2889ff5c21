import type { Sku } from '../api/product-types';

/** Why a SKU cannot be chosen, or null when it can (the picker shows the reason beside it). */
export type SkuBlock = 'notOnSale' | 'outOfStock' | null;

export function skuBlock(sku: Sku): SkuBlock {
  if (!sku.onSale) return 'notOnSale';
  if (sku.stock <= 0) return 'outOfStock';
  return null;
}

/** The SKU a shopper starts with: the first one that can be bought, else the first one to look at. */
export function defaultSku(skus: Sku[]): Sku | undefined {
  return skus.find((sku) => skuBlock(sku) === null) ?? skus[0];
}

/** The most one order may take of this SKU: its stock, capped by the per-order limit (0 when none). */
export function maxQuantity(sku: Sku | undefined): number {
  if (!sku || skuBlock(sku) !== null) return 0;
  return Math.max(0, Math.min(sku.stock, sku.maxPerOrder));
}

/** A typed or stepped quantity kept within 1..max; anything unreadable becomes 1. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
