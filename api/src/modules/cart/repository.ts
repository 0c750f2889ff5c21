import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart';
import { products, productSkus, scenarioItems, scenarios } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** What the cart rules need to know about a SKU: its price (fen), stock, limit and whether it is on sale. */
const skuColumns = {
  skuId: productSkus.id,
  skuCode: productSkus.code,
  price: productSkus.price,
  stock: productSkus.stock,
  maxPerOrder: productSkus.maxPerOrder,
  skuOnSale: productSkus.onSale,
  productStatus: products.status,
};

/** Cart queries for one handle: `db`, or the `tx` of a transaction (never mix them, see db/types.ts). */
export function createCartRepository(db: Db) {
  return {
    listLines: (userId: number) =>
      db
        .select({
          id: cartItems.id,
          quantity: cartItems.quantity,
          selected: cartItems.selected,
          addedPrice: cartItems.addedPrice,
          ...skuColumns,
          skuSpec: productSkus.spec,
          productId: products.id,
          productName: products.name,
          images: products.images,
        })
        .from(cartItems)
        .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(desc(cartItems.createdAt), desc(cartItems.id)),

    /** The SKUs named by id or by code (the quick order pastes codes); unknown ones are simply missing. */
    async findSkus(by: { ids: number[]; codes: string[] }) {
      if (by.ids.length === 0 && by.codes.length === 0) return [];
      const named = [
        ...(by.ids.length > 0 ? [inArray(productSkus.id, by.ids)] : []),
        // Pasted codes come in any case; codes are few enough per batch that upper() without an index is fine.
        ...(by.codes.length > 0 ? [inArray(sql`upper(${productSkus.code})`, by.codes.map((c) => c.toUpperCase()))] : []),
      ];
      return db.select(skuColumns).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(or(...named));
    },

    /** The user's lines as `skuId → { id, quantity }`, for merging adds into existing lines. */
    async linesBySku(userId: number): Promise<Map<number, { id: number; quantity: number }>> {
      const rows = await db.select({ id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId));
      return new Map(rows.map((row) => [row.skuId, { id: row.id, quantity: row.quantity }]));
    },

    /**
     * Adds to the line of the SKU, or creates it, in one statement; the bound is checked inside the update,
     * so even without the user lock a merge could never pass it. Re-adding takes the current price.
     * Returns the line, or undefined when the merged quantity would exceed `limit`.
     */
    async upsert(line: { userId: number; skuId: number; quantity: number; price: number; limit: number }) {
      const rows = await db
        .insert(cartItems)
        .values({ userId: line.userId, skuId: line.skuId, quantity: line.quantity, addedPrice: line.price })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.skuId],
          set: {
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            addedPrice: sql`excluded.added_price`,
            selected: true,
            updatedAt: new Date(),
          },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${line.limit}`,
        })
        .returning({ id: cartItems.id, quantity: cartItems.quantity });
      return rows[0];
    },

    /** One of the user's lines with its SKU; another user's line is simply not found. */
    async findLine(userId: number, lineId: number) {
      const rows = await db
        .select({ id: cartItems.id, quantity: cartItems.quantity, ...skuColumns })
        .from(cartItems)
        .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)));
      return rows[0];
    },

    updateLine: (userId: number, lineId: number, patch: { quantity?: number; addedPrice?: number; selected?: boolean }) =>
      db.update(cartItems).set(patch).where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId))),

    async countOwned(userId: number, lineIds: number[]): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
      return row?.n ?? 0;
    },

    deleteLines: (userId: number, lineIds: number[]) =>
      db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds))),

    clear: (userId: number) => db.delete(cartItems).where(eq(cartItems.userId, userId)),

    /** The bundle's SKUs and quantities in display order, or undefined for an unknown scenario. */
    async scenarioItems(scenarioId: number) {
      const [found] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.id, scenarioId));
      if (!found) return undefined;
      return db
        .select({ skuId: scenarioItems.skuId, quantity: scenarioItems.quantity })
        .from(scenarioItems)
        .where(eq(scenarioItems.scenarioId, scenarioId))
        .orderBy(asc(scenarioItems.sort), asc(scenarioItems.skuId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
export type StoredLine = Awaited<ReturnType<CartRepository['listLines']>>[number];
export type StoredSku = Awaited<ReturnType<CartRepository['findSkus']>>[number];
