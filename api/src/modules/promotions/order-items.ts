import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { cartItems } from '../../db/schema/cart';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';

/** Most lines one priced order may hold (docs/checkout-api.md "Items"); the cart holds at most as many. */
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 9_999;

// Bounded to PostgreSQL's integer so a huge id is a 400, not a 500.
const id = z.number().int().min(1).max(2_147_483_647);
const item = z.object({ skuId: id, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }).strict();

/** Adds a 400 naming the first repeated value: two lines of one SKU would each pass the stock check alone. */
const unique = <T>(key: (value: T) => number, field?: string) => (values: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  values.forEach((value, index) => {
    if (seen.has(key(value))) ctx.addIssue({ code: 'custom', path: field ? [index, field] : [index], params: { rule: 'duplicate' } });
    seen.add(key(value));
  });
};

/**
 * The Items of a checkout call, as a plain shape to spread into a route's own `.strict()` body, then
 * refine with `exactlyOneItemSource`: `z.object({ ...orderItemsShape, note }).strict().superRefine(exactlyOneItemSource)`.
 */
export const orderItemsShape = {
  cartLineIds: z.array(id).min(1).max(MAX_ORDER_LINES).superRefine(unique((lineId: number) => lineId)).optional(),
  items: z.array(item).min(1).max(MAX_ORDER_LINES).superRefine(unique((line: { skuId: number }) => line.skuId, 'skuId')).optional(),
};

export type OrderItemsInput = { cartLineIds?: number[] | undefined; items?: { skuId: number; quantity: number }[] | undefined };

/** The body names its lines one way only: cart lines, or SKUs with quantities ("buy now"). */
export function exactlyOneItemSource(body: OrderItemsInput, ctx: z.RefinementCtx): void {
  if ((body.cartLineIds === undefined) === (body.items === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['items'], params: { rule: 'itemSource' } });
  }
}

/** The Items body on its own (the promotions calls take nothing else). */
export const orderItemsBody = z.object(orderItemsShape).strict().superRefine(exactlyOneItemSource);

export type ResolvedItem = { skuId: number; quantity: number; cartLineId: number | null };

/**
 * The lines to price, in the order given. Cart lines must all be the shopper's own: one that is not (or
 * no longer exists) is a 404, exactly as if it did not exist. Pass the transaction's `tx` inside one.
 */
export async function resolveItems(db: Db, userId: number, body: OrderItemsInput): Promise<ResolvedItem[]> {
  if (body.items) return body.items.map((line) => ({ skuId: line.skuId, quantity: line.quantity, cartLineId: null }));
  const ids = body.cartLineIds ?? [];
  const rows = await db
    .select({ id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((lineId) => {
    const row = byId.get(lineId);
    if (!row) throw notFound();
    return { skuId: row.skuId, quantity: row.quantity, cartLineId: row.id };
  });
}
