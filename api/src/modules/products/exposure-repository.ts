import { inArray, sql } from 'drizzle-orm';
import { productExposures, products } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** Daily exposure counters per product and source (what the shop showed, for merchandising figures). */
export function createExposureRepository(db: Db) {
  return {
    async knownIds(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** One upsert for the whole batch: a row per product, its count added to the day's counter. */
    async add(counts: Map<number, number>, source: string, day: string): Promise<void> {
      if (counts.size === 0) return;
      await db
        .insert(productExposures)
        .values([...counts].map(([productId, count]) => ({ productId, source, day, count })))
        .onConflictDoUpdate({
          target: [productExposures.productId, productExposures.source, productExposures.day],
          set: { count: sql`${productExposures.count} + excluded.count` },
        });
    },
  };
}

export type ExposureRepository = ReturnType<typeof createExposureRepository>;
