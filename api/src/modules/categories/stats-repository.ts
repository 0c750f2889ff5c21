import { asc, desc, eq, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { listable } from '../products/filter-sql';

/** The top category of a product's category (the tree has two levels: a top has no parent). */
const topId = sql<number>`coalesce(${categories.parentId}, ${categories.id})`;
const productCount = sql<number>`count(*)::int`;

/** Figures about the products of each category: each is one grouped query over the whole catalogue. */
export function createCategoryStatsRepository(db: Db) {
  return {
    /**
     * Listed products (on sale with a SKU on sale, as the product list counts them) per category they are
     * filed under; the roll-up to top categories happens in memory.
     */
    productCounts: () =>
      db
        .select({ categoryId: products.categoryId, count: productCount })
        .from(products)
        .where(listable)
        .groupBy(products.categoryId),

    /** Brands of every top category, most listed products first. */
    brandsByTop: () =>
      db
        .select({ topId, id: brands.id, name: brands.name })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listable)
        .groupBy(topId, brands.id, brands.name, brands.sort)
        .orderBy(topId, desc(productCount), asc(brands.sort), asc(brands.id)),
  };
}

export type CategoryStatsRepository = ReturnType<typeof createCategoryStatsRepository>;
