import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brands, products, productSkus } from '../../db/schema/products';
import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';

/** Products launched within this many days are "new" (badge, new-products lists). */
export const NEW_PRODUCT_DAYS = 60;

/**
 * The product as every list shows it (list, search, same/like, collocation, rankings, home). `price` is the
 * lowest price of its SKUs on sale, `inStock` whether any of them has stock.
 */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  image: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  categoryId: z.number().int(),
  casNumber: z.string().nullable(),
  formula: z.string().nullable(),
  price: z.number(),
  marketPrice: z.number().nullable(),
  inStock: z.boolean(),
  sales: z.number().int(),
  skuCount: z.number().int(),
  isNew: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * Aggregates over a product's SKUs on sale, usable in selects, filters and sorts. The lowest price is kept on the
 * product row by triggers (products.listed_price), as every list filters and sorts by it.
 */
export const skuAggregates = {
  minPrice: sql<number>`${products.listedPrice}`,
  minMarketPrice: sql<number | null>`(SELECT min(${productSkus.marketPrice}) FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND ${productSkus.onSale})`,
  inStock: sql<boolean>`EXISTS (SELECT 1 FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND ${productSkus.onSale} AND ${productSkus.stock} > 0)`,
  skuCount: sql<number>`(SELECT count(*)::int FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND ${productSkus.onSale})`,
} satisfies Record<string, SQL>;

/** The columns a card needs; use with `.from(products).innerJoin(brands, eq(brands.id, products.brandId))`. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  summary: products.summary,
  images: products.images,
  brandId: brands.id,
  brandName: brands.name,
  categoryId: products.categoryId,
  casNumber: products.casNumber,
  formula: products.formula,
  sales: products.sales,
  launchedAt: products.launchedAt,
  ...skuAggregates,
};

export type ProductCardRow = {
  id: number;
  name: Record<Lang, string>;
  summary: Record<Lang, string>;
  images: string[];
  brandId: number;
  brandName: string;
  categoryId: number;
  casNumber: string | null;
  formula: string | null;
  sales: number;
  launchedAt: Date | string;
  minPrice: number | null;
  minMarketPrice: number | null;
  inStock: boolean;
  skuCount: number;
};

export function toProductCard(row: ProductCardRow, lang: Lang, now = Date.now()): ProductCard {
  const price = Number(row.minPrice ?? 0);
  const market = row.minMarketPrice === null ? null : Number(row.minMarketPrice);
  return {
    id: row.id,
    name: localize(row.name, lang),
    summary: localize(row.summary, lang),
    image: row.images[0] ?? '',
    brand: { id: row.brandId, name: row.brandName },
    categoryId: row.categoryId,
    casNumber: row.casNumber,
    formula: row.formula,
    price: fenToYuan(price),
    marketPrice: market !== null && market > price ? fenToYuan(market) : null,
    inStock: Boolean(row.inStock),
    sales: row.sales,
    skuCount: Number(row.skuCount),
    isNew: now - new Date(row.launchedAt).getTime() < NEW_PRODUCT_DAYS * 86_400_000,
  };
}
