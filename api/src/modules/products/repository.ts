import { and, asc, count, desc, eq, inArray, isNotNull, max, min, ne, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, productCollocations, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { filterWhere, inCategoryTree, listable, type ListFilter } from './filter-sql';
import { withTypos, type Keyword } from './keyword-sql';
import { pageOf, relevanceSummary, type Candidate } from './relevance-page';
import { productCardColumns, skuAggregates, type ProductCardRow } from './product-card';

/** Card lists of the catalogue: every query returns rows for `toProductCard`. */
function listQueries(db: Db) {
  // The page's ids first, from narrow rows (indexes), then the cards of those ids only: sorting whole product
  // rows (names and summaries in four languages) of a category of thousands cost more than the query itself.
  const cards = (where: SQL, order: SQL[], limit: number, offset = 0): Promise<ProductCardRow[]> =>
    db
      .select(productCardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(limit).offset(offset)))
      .orderBy(...order);

  const total = async (where: SQL) => (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;

  return {
    cards,
    total,

    /** The cards of these ids, in this order (ids of products no longer there are skipped). */
    async cardsOf(ids: number[]): Promise<ProductCardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(productCardColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(inArray(products.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A keyword list's count, facets and head in relevance-key order, in one read (relevance-page.ts). */
    relevanceSummary: (where: SQL, keyword: Keyword, pageEnd: number) => relevanceSummary(db, where, keyword, pageEnd),
    pageOf: (keyword: Keyword, matches: readonly Candidate[], limit: number, offset: number) => pageOf(db, keyword, matches, limit, offset),

    async brandFacets(filter: ListFilter) {
      const n = count();
      return db
        .select({ id: brands.id, name: brands.name, count: n })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(filterWhere(filter, 'brands'))
        .groupBy(brands.id, brands.name)
        .orderBy(desc(n), asc(brands.name))
        .limit(50);
    },

    /** Lowest and highest card price (fen) the list would show without its own price range. */
    async priceFacet(filter: ListFilter): Promise<{ min: number; max: number }> {
      const prices = db
        .select({ price: sql<number>`${skuAggregates.minPrice}`.as('price') })
        .from(products)
        .where(filterWhere(filter, 'price'))
        .as('prices');
      const [row] = await db.select({ min: min(prices.price), max: max(prices.price) }).from(prices);
      return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
    },

    /** The product's sub-category and top category (itself when it hangs at the top), or undefined. */
    async placeOf(id: number) {
      const [row] = await db
        .select({ categoryId: products.categoryId, parentId: categories.parentId })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      return row && { categoryId: row.categoryId, topId: row.parentId ?? row.categoryId };
    },

    same: (id: number, categoryId: number, limit: number) =>
      cards(and(listable, eq(products.categoryId, categoryId), ne(products.id, id))!, [desc(products.sales), asc(products.id)], limit),

    like: (id: number, topId: number, limit: number) =>
      cards(and(listable, inCategoryTree(topId), ne(products.id, id))!, [desc(products.sales), asc(products.id)], limit),

    /** "Bought together" in display order; links to products no longer listed are skipped. */
    async collocations(id: number) {
      const links = await db
        .select({ relatedId: productCollocations.relatedId })
        .from(productCollocations)
        .where(eq(productCollocations.productId, id))
        .orderBy(asc(productCollocations.sort), asc(productCollocations.relatedId));
      if (links.length === 0) return [];
      const rows = await cards(and(listable, inArray(products.id, links.map((l) => l.relatedId)))!, [asc(products.id)], links.length);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return links.flatMap((link) => byId.get(link.relatedId) ?? []);
    },

    recommended: (limit: number, offset: number) =>
      cards(and(listable, isNotNull(products.recommendSort))!, [asc(products.recommendSort), asc(products.id)], limit, offset),
    recommendedTotal: () => total(and(listable, isNotNull(products.recommendSort))!),
  };
}

export type ListQueries = ReturnType<typeof listQueries>;

export function createProductRepository(db: Db) {
  return {
    ...listQueries(db),
    /** `keyword` with the catalogue's words its misspelt-looking words resemble (keyword-sql.ts `withTypos`). */
    withTypos: (keyword: Keyword) => withTypos(db, keyword),
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
