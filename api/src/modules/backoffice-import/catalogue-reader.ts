import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { BareProduct, CatalogueRecord } from './columns';

/** A stored SKU with its product, plus what an import needs to notice a concurrent edit. */
export type StoredRecord = CatalogueRecord & { productSeen: string; skuSeen: string };
/** A stored product without SKUs. */
export type StoredBareProduct = BareProduct & { productSeen: string };
export type StoredRow = StoredRecord | StoredBareProduct;

/** A stored row as the database answers it (snake_case); toRecord turns it into what the plan compares. */
export type Row = {
  product_id: number;
  category_id: number;
  brand: string;
  name: CatalogueRecord['name'];
  summary: CatalogueRecord['summary'];
  cas_number: string | null;
  formula: string | null;
  status: CatalogueRecord['status'];
  product_seen: string;
} & (
  | { sku_code: null }
  | {
      sku_code: string;
      spec: CatalogueRecord['spec'];
      package_size: string;
      purity: string | null;
      price: number;
      market_price: number | null;
      max_per_order: number;
      on_sale: boolean;
      stock: number;
      sku_seen: string;
    }
);

/** Rows the database sent as JSON text (`productsJson`, `allJson`), parsed in a heavy-work thread. */
export const recordsOfJson = (json: string): StoredRow[] => (JSON.parse(json) as Row[]).map(toRecord);

export function toRecord(r: Row): StoredRow {
  const product = {
    productId: r.product_id,
    categoryId: r.category_id,
    brand: r.brand,
    name: r.name,
    summary: r.summary,
    casNumber: r.cas_number,
    formula: r.formula,
    status: r.status,
    productSeen: r.product_seen,
  };
  if (r.sku_code === null) return { ...product, skuCode: null };
  return {
    ...product,
    skuCode: r.sku_code,
    spec: r.spec,
    packageSize: r.package_size,
    purity: r.purity,
    price: r.price,
    marketPrice: r.market_price,
    maxPerOrder: r.max_per_order,
    onSale: r.on_sale,
    stock: r.stock,
    skuSeen: r.sku_seen,
  };
}

/** updated_at in whole microseconds: exact (a JS Date would drop the microseconds and never compare equal). */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

const select = (where: SQL) => sql`
  SELECT p.id AS product_id, p.category_id, b.name AS brand, p.name, p.summary, p.cas_number, p.formula, p.status,
         s.code AS sku_code, s.spec, s.package_size, s.purity, s.price, s.market_price, s.max_per_order, s.on_sale, s.stock,
         ${microsOf(sql`p.updated_at`)} AS product_seen, ${microsOf(sql`s.updated_at`)} AS sku_seen
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN product_skus s ON s.product_id = p.id
  WHERE ${where}
  ORDER BY p.id, s.sort, s.id`;

/** An int[] parameter as one array literal (both drivers take it; a JS array would become one parameter per item). */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map(toRecord);

/**
 * The same rows as one JSON text (an array of Row), built by the database: the main thread only passes the text on
 * to a heavy-work thread, which parses it (a batch of thousands of rows parsed by the driver would hold the event
 * loop for tens of milliseconds).
 */
const jsonOf = async (db: Db, query: SQL) =>
  ((await db.execute(sql`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (${query}) t`)) as unknown as { rows: { rows: string }[] }).rows[0]!.rows;

/** The products of one batch of ids (ascending), or none when the catalogue has no more. */
const nextIds = async (db: Db, after: number, limit: number) =>
  ((await db.execute(sql`SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${limit}`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

/** How many products one batch reads: a few thousand SKUs, so memory stays flat however big the catalogue is. */
const PRODUCTS_PER_BATCH = 2_000;
/** A JSON batch costs the main thread only its text; 1,000 products keep each read's pause to a few milliseconds. */
const PRODUCTS_PER_JSON_BATCH = 1_000;

/** Reads the catalogue from the database, one row per SKU (a product without SKUs: one row, `skuCode` null). */
export function createCatalogueReader(db: Db) {
  return {
    /** The whole catalogue in product-id order, batch by batch (keyset paging, never OFFSET). */
    async *all(): AsyncGenerator<StoredRow[]> {
      let after = 0;
      for (;;) {
        const ids = await nextIds(db, after, PRODUCTS_PER_BATCH);
        if (ids.length === 0) return;
        after = ids[ids.length - 1]!;
        const rows = await rowsOf(db, select(sql`p.id = ANY(${intArray(ids)})`));
        if (rows.length > 0) yield rows;
      }
    },

    /** `all` as JSON texts of Row[] (for a heavy-work thread), in smaller batches: each is one pause of the event loop. */
    async *allJson(): AsyncGenerator<string> {
      let after = 0;
      for (;;) {
        const ids = await nextIds(db, after, PRODUCTS_PER_JSON_BATCH);
        if (ids.length === 0) return;
        after = ids[ids.length - 1]!;
        yield await jsonOf(db, select(sql`p.id = ANY(${intArray(ids)})`));
      }
    },

    /** The stored rows of these products as JSON text of Row[] (for a heavy-work thread). */
    productsJson: (productIds: number[]) => jsonOf(db, select(sql`p.id = ANY(${intArray(productIds)})`)),

    /** The stored SKUs holding these codes, whatever their case, as JSON text of Row[] (for a heavy-work thread). */
    codesJson: (skuCodes: string[]) => jsonOf(db, select(sql`lower(s.code) IN (SELECT lower(jsonb_array_elements_text(${JSON.stringify(skuCodes)}::jsonb)))`)),
  };
}
