import type { CartLine } from '../api/cart-types';

/** The most one line may hold: what is in stock and what one order may take, whichever is less. */
export function maxQuantity(line: Pick<CartLine, 'stock' | 'maxPerOrder'>): number {
  return Math.max(0, Math.min(line.stock, line.maxPerOrder));
}

/** Whether the quantity can be changed at all: an off-sale or sold-out line has nothing to set. */
export function canChangeQuantity(line: CartLine): boolean {
  return line.invalidReason !== 'off_sale' && maxQuantity(line) > 0;
}

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; reason: 'notWhole' | 'tooSmall' | 'tooBig' };

/** A typed quantity: a whole number within 1..max, else why not (the field then shows its last good value). */
export function checkQuantity(text: string, max: number): QuantityCheck {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'notWhole' };
  const quantity = Number(trimmed);
  if (quantity < 1) return { ok: false, reason: 'tooSmall' };
  if (quantity > max) return { ok: false, reason: 'tooBig' };
  return { ok: true, quantity };
}

/** price × quantity in whole fen, so 0.1 × 3 shows 0.30 and not 0.30000000000000004. */
export function lineAmount(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
