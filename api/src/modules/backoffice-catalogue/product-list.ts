import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import type { ProductListInput } from './product-schemas';
import { versionOf } from './version';
import { searchTextContains } from '../products/keyword-sql';

/** A SKU with this many units or fewer is "low stock" (the list's `lowStock` filter). */
export const LOW_STOCK = 10;

/** Per product: its SKUs' count, total stock, lowest price and whether one runs low. */
const skuStatsColumns = {
  productId: productSkus.productId,
  skuCount: sql<number>`count(*)::int`.as('sku_count'),
  stock: sql<number>`sum(${productSkus.stock})::int`.as('stock'),
  minPrice: sql<number>`min(${productSkus.price})`.as('min_price'),
  lowStock: sql<boolean>`bool_or(${productSkus.stock} <= ${LOW_STOCK})`.as('low_stock'),
};

/**
 * The console's product list: every product (off sale too), filtered, sorted and paged in the database. Sorting
 * or filtering by a SKU figure (price, stock, low stock) needs every product's SKU totals; any other list reads
 * the page of products first and then the SKUs of those products only — at 100,000 products (300,000 SKUs) that
 * is the difference between grouping every SKU twice per request and reading a few dozen.
 */
export async function listProducts(db: Db, input: ProductListInput, lang: Lang) {
  const skuStats = db.select(skuStatsColumns).from(productSkus).groupBy(productSkus.productId).as('sku_stats');
  const statsOfAll = input.lowStock || input.sort === 'price' || input.sort === 'stock';

  const conditions: SQL[] = [];
  if (input.q) {
    const byText = searchTextContains(input.q);
    conditions.push(/^\d{1,9}$/.test(input.q) ? or(byText, eq(products.id, Number(input.q)))! : byText);
  }
  if (input.categoryId) conditions.push(or(eq(products.categoryId, input.categoryId), eq(categories.parentId, input.categoryId))!);
  if (input.status) conditions.push(eq(products.status, input.status));
  if (input.lowStock) conditions.push(sql`coalesce(${skuStats.lowStock}, false)`);
  const where = and(...conditions);

  const sortColumn = {
    id: sql`${products.id}`,
    name: sql`${products.name}->>${lang}`,
    updatedAt: sql`${products.updatedAt}`,
    price: sql`${skuStats.minPrice}`,
    stock: sql`coalesce(${skuStats.stock}, 0)`,
    sales: sql`${products.sales}`,
  }[input.sort];
  const direction = input.order === 'asc' ? asc : desc;

  const productColumns = {
    id: products.id,
    name: products.name,
    categoryId: products.categoryId,
    categoryName: categories.name,
    brand: brands.name,
    status: products.status,
    updatedAt: versionOf(products.updatedAt),
  };
  const pageQuery = statsOfAll
    ? db.select({ ...productColumns, skuCount: skuStats.skuCount, stock: skuStats.stock, minPrice: skuStats.minPrice }).from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(skuStats, eq(skuStats.productId, products.id))
    : db.select(productColumns).from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId));
  const countQuery = statsOfAll
    ? db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).leftJoin(skuStats, eq(skuStats.productId, products.id))
    : db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

  const [page, [total]] = await Promise.all([
    pageQuery
      .where(where)
      // Products without SKUs have no price: they come last either way.
      .orderBy(sql`${direction(sortColumn)} NULLS LAST`, direction(products.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    countQuery.where(where),
  ]);
  const rows = statsOfAll ? (page as Array<(typeof page)[number] & SkuFigures>) : await withSkuFigures(db, page);

  return {
    items: rows.map((row) => ({
      ...row,
      name: row.name[lang] || row.name.zh,
      categoryName: row.categoryName[lang] || row.categoryName.zh,
      skuCount: row.skuCount ?? 0,
      stock: row.stock ?? 0,
      minPrice: row.minPrice === null ? null : fenToYuan(Number(row.minPrice)),
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

type SkuFigures = { skuCount: number | null; stock: number | null; minPrice: number | null };

/** The SKU figures of one page of products, read for those products only. */
async function withSkuFigures<T extends { id: number }>(db: Db, page: T[]): Promise<Array<T & SkuFigures>> {
  if (page.length === 0) return [];
  const stats = await db.select(skuStatsColumns).from(productSkus)
    .where(inArray(productSkus.productId, page.map((row) => row.id)))
    .groupBy(productSkus.productId);
  const byProduct = new Map(stats.map((row) => [row.productId, row]));
  return page.map((row) => {
    const figures = byProduct.get(row.id);
    return { ...row, skuCount: figures?.skuCount ?? null, stock: figures?.stock ?? null, minPrice: figures?.minPrice ?? null };
  });
}
