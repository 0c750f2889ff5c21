import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK, CODE_PARTIAL, type CartEnvelope } from '@labmall/shared/api/envelope';

/** docs/catalog-api.md: why the cart refused a line of a batch (api/src/modules/cart/schemas.ts). */
export type RejectReason = 'not_found' | 'off_sale' | 'out_of_stock' | 'over_limit' | 'cart_full';

/** A refused line, by its index in the request. */
export interface RejectedLine {
  index: number;
  reason: RejectReason;
}

type PartialAnswer = { cart: unknown[]; rejected: RejectedLine[] };

/**
 * POST /api/shoppingcart/batchaddshoppingcart with `{ items }` (1–100). The lines the cart can take are added
 * even when others are not: code -1007 then lists the others. Resolves with the refused lines ([] = all
 * added); anything else (a 401 body, "Business Failed") rejects with the envelope.
 */
export async function addItemsToCart(items: { skuId: number; quantity: number }[]): Promise<RejectedLine[]> {
  const body = await apiPost<unknown, CartEnvelope<unknown>>('/api/shoppingcart/batchaddshoppingcart', { items });
  if (body.code === CODE_OK) return [];
  const partial = body.data as PartialAnswer | null;
  if (body.code === CODE_PARTIAL && Array.isArray(partial?.rejected)) return partial.rejected;
  throw body;
}
