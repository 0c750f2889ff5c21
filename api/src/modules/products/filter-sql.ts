import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { products } from '../../db/schema/products';
import { indexedKeywordMatch, relevanceOrder, type Keyword } from './keyword-sql';
import { skuAggregates } from './product-card';
import type { ProductSort } from './schemas';

/** What a shopper may see in any list: on sale, with at least one SKU on sale (so it has a price: `listed_price`). */
export const listable: SQL = and(eq(products.status, 'on_sale'), isNotNull(products.listedPrice))!;

/** A top category stands for all its sub-categories; a sub-category for itself. */
export const inCategoryTree = (categoryId: number): SQL =>
  sql`${products.categoryId} IN (SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${categoryId} OR ${categories.parentId} = ${categoryId})`;

export type ListFilter = {
  keyword?: Keyword;
  categoryId?: number;
  brandIds?: number[];
  minPriceFen?: number;
  maxPriceFen?: number;
  inStock?: boolean;
};

/**
 * The WHERE of a list. `without` leaves a filter out: a facet counts what the shopper could pick next,
 * so the brand facet ignores the chosen brands and the price facet the chosen price range.
 */
export function filterWhere(filter: ListFilter, without?: 'brands' | 'price'): SQL {
  const conditions: SQL[] = [listable];
  if (filter.keyword) conditions.push(indexedKeywordMatch(filter.keyword));
  if (filter.categoryId !== undefined) conditions.push(inCategoryTree(filter.categoryId));
  if (filter.brandIds && without !== 'brands') conditions.push(inArray(products.brandId, filter.brandIds));
  if (filter.inStock) conditions.push(skuAggregates.inStock);
  if (without !== 'price') {
    if (filter.minPriceFen !== undefined) conditions.push(sql`${skuAggregates.minPrice} >= ${filter.minPriceFen}`);
    if (filter.maxPriceFen !== undefined) conditions.push(sql`${skuAggregates.minPrice} <= ${filter.maxPriceFen}`);
  }
  return and(...conditions)!;
}

/** ORDER BY of a list; the id always comes last so pages never overlap or skip rows. */
export function sortOrder(sort: ProductSort, keyword: Keyword | undefined): SQL[] {
  const bySales = [desc(products.sales)];
  switch (sort) {
    case 'relevance':
      return [...(keyword ? relevanceOrder(keyword) : []), ...bySales, asc(products.id)];
    case 'price_asc':
      return [asc(skuAggregates.minPrice), asc(products.id)];
    case 'price_desc':
      return [desc(skuAggregates.minPrice), asc(products.id)];
    case 'newest':
      return [desc(products.launchedAt), desc(products.id)];
    case 'sales':
      return [...bySales, asc(products.id)];
  }
}
