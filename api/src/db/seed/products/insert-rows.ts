import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { productSkus } from '../../schema/products';
import type { Db } from '../../types';

// A few hundred rows per statement: far below PostgreSQL's 65,535 parameters, few round trips.
const CHUNK = 200;

/** Inserts rows in chunks; the seed writes hundreds of rows to a fresh database on every test run. */
export async function insertRows<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

type SequencedTable =
  | 'brands'
  | 'products'
  | 'product_skus'
  | 'scenarios'
  | 'home_banners'
  | 'hot_words'
  | 'orders'
  | 'order_items'
  | 'product_reviews';

/** Explicit ids leave an identity sequence behind them: move it past the largest id for later inserts. */
export async function syncSequence(tx: Db, table: SequencedTable): Promise<void> {
  // The name is one of the constants above, never input, so it may be spliced in.
  await tx.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
  );
}

/** True when every SKU id exists: bundles and orders refer to the seed's own SKUs only. */
export async function skusExist(tx: Db, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const [found] = await tx.select({ n: count() }).from(productSkus).where(inArray(productSkus.id, unique));
  return (found?.n ?? 0) === unique.length;
}
