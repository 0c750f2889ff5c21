import { asc, eq, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { buildSearchText } from '../products/search-text';

/**
 * Rebuilds `products.search_text` from what is stored now (names, brand, CAS, formula, SKU codes, sub-category
 * names), as the seed builds it. Call it in the transaction of every product or SKU write. It leaves `updated_at`
 * alone: a SKU edit must not make the product's own version stale.
 */
export async function rebuildSearchText(tx: Db, productId: number): Promise<void> {
  const [row] = await tx
    .select({ name: products.name, casNumber: products.casNumber, formula: products.formula, brand: brands.name, categoryName: categories.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) return;
  const skus = await tx.select({ code: productSkus.code }).from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.sort), asc(productSkus.id));
  const searchText = buildSearchText({ ...row, skuCodes: skus.map((sku) => sku.code) });
  await tx.update(products).set({ searchText, updatedAt: sql`${products.updatedAt}` }).where(eq(products.id, productId));
}
