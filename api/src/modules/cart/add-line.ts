import { onSale } from './cart-line';
import { lineLimit } from './quantity-limit';
import type { CartRepository, StoredSku } from './repository';
import { MAX_CART_LINES, type RejectReason } from './schemas';

export type OwnLines = Map<number, { id: number; quantity: number }>;
export type AddOutcome = { lineId: number } | { reason: RejectReason; maximum: number };

/**
 * The one rule for putting a quantity of a SKU into a cart, shared by the single, batch and bundle adds.
 * Runs inside the transaction that holds the user lock; `lines` (the user's lines by SKU) is kept current,
 * so a batch naming one SKU twice merges the second into the first and checks the merged quantity.
 * `maximum` of a refusal is the most this quantity could have been.
 */
export async function addLine(repo: CartRepository, userId: number, lines: OwnLines, sku: StoredSku, quantity: number): Promise<AddOutcome> {
  const limit = lineLimit(sku);
  const existing = lines.get(sku.skuId);
  const room = limit - (existing?.quantity ?? 0);
  if (!onSale(sku)) return { reason: 'off_sale', maximum: 0 };
  if (limit === 0) return { reason: 'out_of_stock', maximum: 0 };
  if (quantity > room) return { reason: 'over_limit', maximum: Math.max(0, room) };
  if (!existing && lines.size >= MAX_CART_LINES) return { reason: 'cart_full', maximum: 0 };
  const line = await repo.upsert({ userId, skuId: sku.skuId, quantity, price: sku.price, limit });
  if (!line) return { reason: 'over_limit', maximum: Math.max(0, room) };
  lines.set(sku.skuId, line);
  return { lineId: line.id };
}
