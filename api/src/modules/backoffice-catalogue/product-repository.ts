import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { productHazards, productLots } from '../../db/schema/product-safety';
import { brands, products, productSkus, type NewProductRow } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { atVersion, nextVersion, versionOf } from './version';

export type ProductFields = Pick<
  NewProductRow,
  'categoryId' | 'brandId' | 'name' | 'summary' | 'description' | 'casNumber' | 'formula' | 'specs' | 'images' | 'status' | 'regulatedClass'
>;

const productColumns = {
  id: products.id,
  version: versionOf(products.updatedAt),
  categoryId: products.categoryId,
  brand: brands.name,
  name: products.name,
  summary: products.summary,
  description: products.description,
  casNumber: products.casNumber,
  formula: products.formula,
  regulatedClass: products.regulatedClass,
  specs: products.specs,
  images: products.images,
  status: products.status,
};
const written = { id: products.id, version: versionOf(products.updatedAt) };

/** Products as staff edit them: the whole record, and the writes (conditional on the version read). */
export function createProductAdminRepository(db: Db) {
  return {
    async find(id: number) {
      const [row] = await db.select(productColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, id));
      return row;
    },

    skus: (productId: number) =>
      db
        .select({ row: productSkus, version: versionOf(productSkus.updatedAt) })
        .from(productSkus)
        .where(eq(productSkus.productId, productId))
        .orderBy(asc(productSkus.sort), asc(productSkus.id)),

    lots: (skuIds: number[]) =>
      skuIds.length === 0
        ? Promise.resolve([])
        : db.select().from(productLots).where(inArray(productLots.skuId, skuIds)).orderBy(asc(productLots.manufacturedOn), asc(productLots.id)),

    async hazard(productId: number) {
      const [row] = await db.select().from(productHazards).where(eq(productHazards.productId, productId));
      return row;
    },

    /** Products are filed under a sub-category (the storefront's menus show two levels). */
    async isSubCategory(id: number): Promise<boolean> {
      const [row] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
      return row !== undefined && row.parentId !== null;
    },

    /** The brand of that name (case ignored), created when new. */
    async brandId(name: string): Promise<number> {
      const existing = () => db.select({ id: brands.id }).from(brands).where(sql`lower(${brands.name}) = lower(${name})`).limit(1);
      const [found] = await existing();
      if (found) return found.id;
      const [created] = await db.insert(brands).values({ name }).onConflictDoNothing().returning({ id: brands.id });
      return created?.id ?? (await existing())[0]!.id;
    },

    async insert(fields: ProductFields) {
      const [row] = await db.insert(products).values(fields).returning(written);
      return row!;
    },

    /** Undefined when the product is unknown or no longer at `version`. */
    async update(id: number, version: string, fields: ProductFields) {
      const [row] = await db
        .update(products)
        .set({ ...fields, updatedAt: nextVersion(products.updatedAt) })
        .where(and(eq(products.id, id), atVersion(products.updatedAt, version)))
        .returning(written);
      return row;
    },

    statuses: (ids: number[]) =>
      db.select({ id: products.id, status: products.status }).from(products).where(inArray(products.id, ids)).for('update'),

    async setStatus(ids: number[], status: ProductFields['status']): Promise<void> {
      await db.update(products).set({ status, updatedAt: nextVersion(products.updatedAt) }).where(inArray(products.id, ids));
    },
  };
}

export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;
