import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { buildSearchText } from '../products/search-text';
import type { ProductWrite } from './plan';

type Source = { id: number; name: LocalizedText; brand: string; cas_number: string | null; formula: string | null; category_name: LocalizedText; codes: string[] };

const BATCH = 5_000;

/** Rebuilds `products.search_text` of these products from what is stored now (names, brand, codes, category). */
export async function rebuildSearchText(tx: Db, productIds: readonly number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += BATCH) {
    const ids = `{${productIds.slice(i, i + BATCH).join(',')}}`;
    const sources = ((await tx.execute(sql`
      SELECT p.id, p.name, b.name AS brand, p.cas_number, p.formula, c.name AS category_name,
        coalesce((SELECT json_agg(s.code ORDER BY s.sort, s.id) FROM product_skus s WHERE s.product_id = p.id), '[]') AS codes
      FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      WHERE p.id = ANY(${ids}::int[])`)) as unknown as { rows: Source[] }).rows;
    const texts = sources.map((s) => ({
      id: s.id,
      text: buildSearchText({ name: s.name, brand: s.brand, casNumber: s.cas_number, formula: s.formula, skuCodes: s.codes, categoryName: s.category_name }),
    }));
    await tx.execute(sql`UPDATE products p SET search_text = x.text
      FROM jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) AS x(id int, text text) WHERE p.id = x.id`);
  }
}

/** New products with their search text (their SKU codes are all among `skuCreates`). */
export async function withSearchText(
  tx: Db,
  productCreates: readonly ProductWrite[],
  skuCreates: ReadonlyArray<{ productId: number; code: string; sort: number }>,
): Promise<Array<ProductWrite & { searchText: string }>> {
  if (productCreates.length === 0) return [];
  const categories = ((await tx.execute(sql`SELECT id, name FROM categories`)) as unknown as { rows: { id: number; name: LocalizedText }[] }).rows;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const codes = new Map<number, string[]>();
  for (const sku of [...skuCreates].sort((a, b) => a.sort - b.sort)) {
    const list = codes.get(sku.productId);
    if (list) list.push(sku.code);
    else codes.set(sku.productId, [sku.code]);
  }
  return productCreates.map((p) => {
    const category = categoryName.get(p.categoryId);
    return {
      ...p,
      searchText: buildSearchText({ name: p.name, brand: p.brand, casNumber: p.casNumber, formula: p.formula, skuCodes: codes.get(p.id) ?? [], ...(category ? { categoryName: category } : {}) }),
    };
  });
}
