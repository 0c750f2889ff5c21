import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { listable } from './filter-sql';
import { contains, nameContains, withTypos, type Keyword } from './keyword-sql';
import { relevancePage } from './relevance-page';
import { suggestionCandidates } from './suggest-candidates';
import type { MatchKind } from './response-schemas';

const skuWhere = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND ${condition})`;

/** Why a product came up, so the box can say "SKU LM-…" or "CAS …" instead of a bare name. */
const matchKind = (k: Keyword) => sql<MatchKind>`CASE
  WHEN ${products.casNumber} = ${k.text} THEN 'cas'
  WHEN ${skuWhere(sql`lower(${productSkus.code}) = ${k.text}`)} THEN 'sku'
  WHEN lower(${products.formula}) = ${k.text} THEN 'formula'
  WHEN ${nameContains(products.name, k)} THEN 'name'
  WHEN ${skuWhere(contains(productSkus.code, k))} THEN 'sku'
  WHEN ${contains(products.casNumber, k)} THEN 'cas'
  WHEN ${contains(products.formula, k)} THEN 'formula'
  WHEN ${contains(brands.name, k)} THEN 'brand'
  ELSE 'name' END`;

/** The matching SKU code, the exact one first. */
const skuCode = (k: Keyword) => sql<string | null>`(SELECT ${productSkus.code} FROM ${productSkus}
  WHERE ${productSkus.productId} = ${products.id} AND ${contains(productSkus.code, k)}
  ORDER BY lower(${productSkus.code}) = ${k.text} DESC, ${productSkus.sort}, ${productSkus.id} LIMIT 1)`;

/** The search box's suggestions while typing: a few products, categories and brands. */
export function createSuggestRepository(db: Db) {
  return {
    // The few best of a bounded set of candidates in relevance order (relevance-page.ts), then what the box shows of them.
    async products(typed: Keyword, limit: number) {
      const k = await withTypos(db, typed);
      const ids = await relevancePage(db, and(listable, sql`${products.id} IN ${suggestionCandidates(k, limit)}`)!, k, limit, 0);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id, name: products.name, images: products.images, match: matchKind(k), skuCode: skuCode(k) })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    categories: (k: Keyword, limit: number) =>
      db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon, sort: categories.sort })
        .from(categories)
        .where(nameContains(categories.name, k))
        // Top categories first: the broader choice reads better at the head of a short list.
        .orderBy(sql`${isNull(categories.parentId)} DESC`, asc(categories.sort), asc(categories.id))
        .limit(limit),

    brands: (k: Keyword, limit: number) =>
      db.select({ id: brands.id, name: brands.name }).from(brands).where(contains(brands.name, k)).orderBy(asc(brands.sort), asc(brands.name)).limit(limit),
  };
}

export type SuggestRepository = ReturnType<typeof createSuggestRepository>;
