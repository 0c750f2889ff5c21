import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
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

/** The console's product list: every product (off sale too), filtered, sorted and paged in the database. */
export async function listProducts(db: Db, input: ProductListInput, lang: Lang) {
  const skuStats = db
    .select({
      productId: productSkus.productId,
      skuCount: sql<number>`count(*)::int`.as('sku_count'),
      stock: sql<number>`sum(${productSkus.stock})::int`.as('stock'),
      minPrice: sql<number>`min(${productSkus.price})`.as('min_price'),
      lowStock: sql<boolean>`bool_or(${productSkus.stock} <= ${LOW_STOCK})`.as('low_stock'),
    })
    .from(productSkus)
    .groupBy(productSkus.productId)
    .as('sku_stats');

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

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        categoryId: products.categoryId,
        categoryName: categories.name,
        brand: brands.name,
        status: products.status,
        skuCount: skuStats.skuCount,
        stock: skuStats.stock,
        minPrice: skuStats.minPrice,
        updatedAt: versionOf(products.updatedAt),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(skuStats, eq(skuStats.productId, products.id))
      .where(where)
      // Products without SKUs have no price: they come last either way.
      .orderBy(sql`${direction(sortColumn)} NULLS LAST`, direction(products.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(skuStats, eq(skuStats.productId, products.id))
      .where(where),
  ]);

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
