import { asc, eq, inArray } from 'drizzle-orm';
import { productCollocations, products } from '../../db/schema/products';
import type { Db } from '../../db/types';

const inOrder = [asc(productCollocations.sort), asc(productCollocations.relatedId)];

/** A product's "bought together" links (product_collocations, one way: product → related, by `sort`). */
export function createRelatedRepository(db: Db) {
  return {
    /** Holds the product row until the transaction ends, so two saves of one product's list run one after the other. */
    async lockProduct(productId: number): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
      return rows.length > 0;
    },

    async relatedIds(productId: number): Promise<number[]> {
      const rows = await db.select({ id: productCollocations.relatedId }).from(productCollocations).where(eq(productCollocations.productId, productId)).orderBy(...inOrder);
      return rows.map((row) => row.id);
    },

    /** The related products in display order, with what the editor shows of each. */
    items: (productId: number) =>
      db
        .select({ id: products.id, name: products.name, status: products.status, images: products.images })
        .from(productCollocations)
        .innerJoin(products, eq(products.id, productCollocations.relatedId))
        .where(eq(productCollocations.productId, productId))
        .orderBy(...inOrder),

    async existingIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      return rows.map((row) => row.id);
    },

    /** Replaces the whole list: `relatedIds` in display order (sort 1, 2, …). */
    async replace(productId: number, relatedIds: number[]): Promise<void> {
      await db.delete(productCollocations).where(eq(productCollocations.productId, productId));
      if (relatedIds.length === 0) return;
      await db.insert(productCollocations).values(relatedIds.map((relatedId, index) => ({ productId, relatedId, sort: index + 1 })));
    },
  };
}
