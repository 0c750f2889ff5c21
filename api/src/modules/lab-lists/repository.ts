import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { favourites, labListItems, labLists } from '../../db/schema/lab-lists';
import { brands, products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { productCardColumns } from '../products/product-card';

/** Lab-list and favourite queries for one handle: `db`, or a transaction's `tx` (never mix them). */
export function createLabListRepository(db: Db) {
  const listLines = (listId: number) =>
    db
      .select({
        id: labListItems.id,
        quantity: labListItems.quantity,
        skuId: productSkus.id,
        skuCode: productSkus.code,
        skuSpec: productSkus.spec,
        price: productSkus.price,
        stock: productSkus.stock,
        maxPerOrder: productSkus.maxPerOrder,
        skuOnSale: productSkus.onSale,
        productStatus: products.status,
        productId: products.id,
        productName: products.name,
        images: products.images,
      })
      .from(labListItems)
      .innerJoin(productSkus, eq(productSkus.id, labListItems.skuId))
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(labListItems.listId, listId))
      .orderBy(asc(labListItems.createdAt), asc(labListItems.id));

  return {
    /** The list if `userId` owns it, locked for the rest of the transaction when `lock`; else undefined. */
    async ownedList(userId: number, listId: number, lock = false) {
      const query = db.select().from(labLists).where(and(eq(labLists.id, listId), eq(labLists.userId, userId)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    lists: (userId: number) =>
      db
        .select({ id: labLists.id, name: labLists.name, updatedAt: labLists.updatedAt, lineCount: sql<number>`count(${labListItems.id})::int` })
        .from(labLists)
        .leftJoin(labListItems, eq(labListItems.listId, labLists.id))
        .where(eq(labLists.userId, userId))
        .groupBy(labLists.id)
        .orderBy(desc(labLists.updatedAt), desc(labLists.id)),

    async countLists(userId: number) {
      const [row] = await db.select({ n: count() }).from(labLists).where(eq(labLists.userId, userId));
      return row?.n ?? 0;
    },

    async createList(userId: number, name: string) {
      const [row] = await db.insert(labLists).values({ userId, name }).returning();
      return row!;
    },
    /** Bumps updated_at (the lists page shows the most recently changed first). */
    touchList: (listId: number, name?: string) =>
      db.update(labLists).set({ updatedAt: new Date(), ...(name === undefined ? {} : { name }) }).where(eq(labLists.id, listId)),
    deleteList: (listId: number) => db.delete(labLists).where(eq(labLists.id, listId)),

    listLines,
    async countLines(listId: number) {
      const [row] = await db.select({ n: count() }).from(labListItems).where(eq(labListItems.listId, listId));
      return row?.n ?? 0;
    },
    /** Adds to the SKU's line or creates it; a merged quantity stops at `max` rather than failing. */
    async addLines(listId: number, lines: { skuId: number; quantity: number }[], max: number) {
      if (lines.length === 0) return;
      await db
        .insert(labListItems)
        .values(lines.map((line) => ({ listId, ...line })))
        .onConflictDoUpdate({
          target: [labListItems.listId, labListItems.skuId],
          set: { quantity: sql`least(${labListItems.quantity} + excluded.quantity, ${max})`, updatedAt: new Date() },
        });
    },
    /** Which of `skuIds` already have a line in the list (so a merge does not count as a new line). */
    async skusInList(listId: number, skuIds: number[]) {
      if (skuIds.length === 0) return new Set<number>();
      const rows = await db.select({ skuId: labListItems.skuId }).from(labListItems).where(and(eq(labListItems.listId, listId), inArray(labListItems.skuId, skuIds)));
      return new Set(rows.map((row) => row.skuId));
    },
    async setLineQuantity(listId: number, lineId: number, quantity: number) {
      const rows = await db
        .update(labListItems)
        .set({ quantity })
        .where(and(eq(labListItems.listId, listId), eq(labListItems.id, lineId)))
        .returning({ id: labListItems.id });
      return rows.length > 0;
    },
    async removeLine(listId: number, lineId: number) {
      const rows = await db.delete(labListItems).where(and(eq(labListItems.listId, listId), eq(labListItems.id, lineId))).returning({ id: labListItems.id });
      return rows.length > 0;
    },

    /** SKUs by id or code (codes compared without case, as the cart's quick order does). */
    async skusById(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: productSkus.id, code: productSkus.code }).from(productSkus).where(inArray(productSkus.id, ids));
    },
    async skusByCode(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: productSkus.id, code: productSkus.code })
        .from(productSkus)
        .where(inArray(sql`upper(${productSkus.code})`, codes.map((code) => code.toUpperCase())));
    },

    productExists: async (productId: number) =>
      (await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length > 0,
    async countFavourites(userId: number) {
      const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
      return row?.n ?? 0;
    },
    addFavourite: (userId: number, productId: number) => db.insert(favourites).values({ userId, productId }).onConflictDoNothing(),
    removeFavourite: (userId: number, productId: number) =>
      db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId))),
    async favouritedOf(userId: number, productIds: number[]) {
      const rows = await db
        .select({ productId: favourites.productId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), inArray(favourites.productId, productIds)));
      return rows.map((row) => row.productId);
    },
    favouritePage: (userId: number, page: number, pageSize: number) =>
      db
        .select({ addedAt: favourites.createdAt, ...productCardColumns })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
  };
}

export type LabListRepository = ReturnType<typeof createLabListRepository>;
export type StoredListLine = Awaited<ReturnType<LabListRepository['listLines']>>[number];
