import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { buildSearchText } from '../products/search-text';

/** A stored product's search sources, as rebuildSearchText reads them. */
export type SearchSource = { id: number; name: LocalizedText; brand: string; cas_number: string | null; formula: string | null; category_name: LocalizedText; codes: string[] };

const BATCH = 5_000;
/** One batch of 5,000 search texts takes a fraction of a second in its thread. */
const BATCH_TIME_LIMIT_MS = 30_000;

/** The search texts of a batch of sources (JSON text of SearchSource[]) as JSON text of { id, text }[]: heavy-work thread. */
export function searchTextsOf(sourcesJson: string): string {
  const sources = JSON.parse(sourcesJson) as SearchSource[];
  return JSON.stringify(
    sources.map((s) => ({
      id: s.id,
      text: buildSearchText({ name: s.name, brand: s.brand, casNumber: s.cas_number, formula: s.formula, skuCodes: s.codes, categoryName: s.category_name }),
    })),
  );
}

/**
 * Rebuilds `products.search_text` of these products from what is stored now (names, brand, codes, category). The
 * database answers each batch as JSON text and a heavy-work thread builds the texts: the event loop only passes text.
 */
export async function rebuildSearchText(tx: Db, productIds: readonly number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += BATCH) {
    const ids = `{${productIds.slice(i, i + BATCH).join(',')}}`;
    const sourcesJson = ((await tx.execute(sql`SELECT coalesce(json_agg(t), '[]')::text AS sources FROM (
      SELECT p.id, p.name, b.name AS brand, p.cas_number, p.formula, c.name AS category_name,
        coalesce((SELECT json_agg(s.code ORDER BY s.sort, s.id) FROM product_skus s WHERE s.product_id = p.id), '[]') AS codes
      FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      WHERE p.id = ANY(${ids}::int[])) t`)) as unknown as { rows: { sources: string }[] }).rows[0]!.sources;
    const texts = await runHeavyWork('searchTexts', { sourcesJson }, { timeoutMs: BATCH_TIME_LIMIT_MS });
    await tx.execute(sql`UPDATE products p SET search_text = x.text
      FROM jsonb_to_recordset(${texts}::jsonb) AS x(id int, text text) WHERE p.id = x.id`);
  }
}
