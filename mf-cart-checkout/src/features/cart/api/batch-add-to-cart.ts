import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK, CODE_PARTIAL, CODE_UNAUTHORIZED, type CartEnvelope } from '@labmall/shared/api/envelope';
import type { AddOutcome, CartLine, RejectedItem } from './cart-types';
import { publishCart } from './publish-cart';

/** One line of a batch: a SKU by id (a picked variant) or by code (pasted into the quick order), and how many. */
export type BatchItem = ({ skuId: number; skuCode?: never } | { skuCode: string; skuId?: never }) & { quantity: number };

type Partial = { cart: CartLine[]; rejected: RejectedItem[] };

/**
 * POST /api/shoppingcart/batchaddshoppingcart (1–100 items). The good lines are added even when others are
 * not: code -1007 then lists the others with the reason, and the outcome carries them in `rejected`.
 */
export async function batchAddToCart(items: BatchItem[]): Promise<AddOutcome> {
  const body = await apiPost<CartLine[] | Partial, CartEnvelope<CartLine[] | Partial>>('/api/shoppingcart/batchaddshoppingcart', { items });
  if (body.code === CODE_UNAUTHORIZED) return { kind: 'signedOut' };
  if (body.code === CODE_OK && Array.isArray(body.data)) {
    publishCart(body.data);
    return { kind: 'added', lines: body.data, rejected: [] };
  }
  if (body.code === CODE_PARTIAL && body.data && !Array.isArray(body.data)) {
    publishCart(body.data.cart);
    return { kind: 'added', lines: body.data.cart, rejected: body.data.rejected };
  }
  throw body; // e.g. 500 "Business Failed": shown as an error with its message
}
