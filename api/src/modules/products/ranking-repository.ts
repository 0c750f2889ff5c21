import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { inCategoryTree, listable } from './filter-sql';
import { productCardColumns } from './product-card';

/** Best sellers per top category, in one query: rank inside each top category, keep the first `limit`. */
export function createRankingRepository(db: Db) {
  const topOf = sql<number>`coalesce(${categories.parentId}, ${categories.id})`;
  return {
    topCategories: (categoryId?: number) =>
      db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon, sort: categories.sort })
        .from(categories)
        .where(and(isNull(categories.parentId), categoryId === undefined ? undefined : eq(categories.id, categoryId)))
        .orderBy(asc(categories.sort), asc(categories.id)),

    bestSellers(limit: number, categoryId?: number) {
      const ranked = db
        .select({
          id: products.id,
          topId: topOf.as('top_id'),
          rank: sql<number>`row_number() OVER (PARTITION BY ${topOf} ORDER BY ${products.sales} DESC, ${products.id})`.as('rank'),
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(categoryId === undefined ? listable : and(listable, inCategoryTree(categoryId)))
        .as('ranked');
      return db
        .select({ ...productCardColumns, topId: ranked.topId })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(ranked, eq(ranked.id, products.id))
        .where(lte(ranked.rank, limit))
        .orderBy(asc(ranked.topId), asc(ranked.rank));
    },
  };
}

export type RankingRepository = ReturnType<typeof createRankingRepository>;
