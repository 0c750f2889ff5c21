import { and, eq, ne } from 'drizzle-orm';
import { products, productSkus, type NewProductSkuRow } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { atVersion, nextVersion, versionOf } from './version';

/** What sku/save writes: everything but stock, which only moves through the ledger (stock.ts). */
export type SkuFields = Pick<NewProductSkuRow, 'code' | 'spec' | 'packageSize' | 'purity' | 'price' | 'marketPrice' | 'maxPerOrder' | 'onSale' | 'sort'>;

const written = { id: productSkus.id, version: versionOf(productSkus.updatedAt) };

export function createSkuAdminRepository(db: Db) {
  return {
    async productExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return row !== undefined;
    },

    async find(id: number) {
      const [row] = await db.select({ row: productSkus, version: versionOf(productSkus.updatedAt) }).from(productSkus).where(eq(productSkus.id, id));
      return row;
    },

    /** True when another SKU than `exceptId` has the code. */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const others = exceptId === undefined ? eq(productSkus.code, code) : and(eq(productSkus.code, code), ne(productSkus.id, exceptId));
      const [row] = await db.select({ id: productSkus.id }).from(productSkus).where(others).limit(1);
      return row !== undefined;
    },

    /** A new SKU holds no stock: stock arrives with a `received` adjustment. */
    async insert(productId: number, fields: SkuFields) {
      const [row] = await db.insert(productSkus).values({ ...fields, productId, stock: 0 }).returning(written);
      return row!;
    },

    /** Undefined when the SKU is no longer at `version`. */
    async update(id: number, version: string, fields: SkuFields) {
      const [row] = await db
        .update(productSkus)
        .set({ ...fields, updatedAt: nextVersion(productSkus.updatedAt) })
        .where(and(eq(productSkus.id, id), atVersion(productSkus.updatedAt, version)))
        .returning(written);
      return row;
    },
  };
}
