import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';

export type CategoryFields = { parentId: number | null; icon: string; name: LocalizedText };

const columns = { id: categories.id, parentId: categories.parentId, sort: categories.sort, icon: categories.icon, name: categories.name };
const childOf = (parentId: number | null) => (parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
/** After the last sibling under `parentId`. */
const lastSort = (parentId: number | null) =>
  sql<number>`(SELECT coalesce(max(${categories.sort}), 0) + 1 FROM ${categories} WHERE ${childOf(parentId)})`;

/** The category tree as staff edit it (the storefront's own reads live in modules/categories). */
export function createCategoryAdminRepository(db: Db) {
  return {
    listAll: () => db.select(columns).from(categories).orderBy(asc(categories.sort), asc(categories.id)),

    productCounts: () =>
      db.select({ categoryId: products.categoryId, count: count() }).from(products).groupBy(products.categoryId),

    async find(id: number) {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return row;
    },

    async childIds(parentId: number | null): Promise<number[]> {
      const rows = await db.select({ id: categories.id }).from(categories).where(childOf(parentId)).orderBy(asc(categories.sort), asc(categories.id));
      return rows.map((row) => row.id);
    },

    async productIds(id: number): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id));
      return rows.map((row) => row.id);
    },

    async hasProducts(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
      return row !== undefined;
    },

    async insert(fields: CategoryFields) {
      const [row] = await db.insert(categories).values({ ...fields, sort: lastSort(fields.parentId) }).returning(columns);
      return row!;
    },

    /** A category moved under another parent goes last among its new siblings. */
    async update(id: number, fields: CategoryFields, moved: boolean) {
      const [row] = await db
        .update(categories)
        .set({ ...fields, ...(moved ? { sort: lastSort(fields.parentId) } : {}) })
        .where(eq(categories.id, id))
        .returning(columns);
      return row!;
    },

    async setSort(parentId: number | null, id: number, sort: number): Promise<void> {
      await db.update(categories).set({ sort }).where(and(eq(categories.id, id), childOf(parentId)));
    },

    async delete(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}

export type CategoryAdminRepository = ReturnType<typeof createCategoryAdminRepository>;
