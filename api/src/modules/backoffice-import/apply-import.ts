import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { invalidateCatalogue } from '../../lib/response-cache';
import { isForeignKeyViolation, isUniqueViolation } from '../backoffice-catalogue/catalogue-write';
import { recordAudit, type StaffActor } from '../staff/audit';
import { asBuffer } from '../../lib/file-bytes';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import type { Chunk, PreparedWrites } from './prepare-writes';
import { rebuildSearchText } from './rebuild-search-text';
import { auditRows, productDoc, skuDoc } from './import-audit';
import { catalogueVersion, createImportRepository } from './repository';
import { microsOf } from './catalogue-reader';

const stale = () => new AppError(409, 'catalogueImportStale');
/** Preparing 100,000 products' rows (search texts, JSON) takes about 10 s in its thread; past this the apply is refused. */
export const APPLY_PREPARE_TIME_LIMIT_MS = 180_000;

const countOf = async (tx: Db, query: SQL) => ((await tx.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/**
 * Runs `statement` (given one chunk as a jsonb parameter) over every chunk; each must touch exactly its chunk's
 * rows, else the stored rows are no longer those the check saw: the whole apply is refused.
 */
async function eachChunk(tx: Db, json: Buffer, chunks: readonly Chunk[], statement: (chunk: SQL) => SQL) {
  for (const chunk of chunks) {
    const n = await countOf(tx, statement(sql`${json.toString('utf8', chunk.start, chunk.end)}::jsonb`));
    if (n !== chunk.count) throw stale();
  }
}

const productFields = sql`id int, "categoryId" int, brand text, name jsonb, summary jsonb, "casNumber" text, formula text, status text, seen text`;
const skuFields = sql`"productId" int, code text, "storedCode" text, spec jsonb, "packageSize" text, purity text, price int, "marketPrice" int, "maxPerOrder" int, "onSale" boolean, sort int, stock int, seen text`;

/** `count` ids from the products' sequence, in ascending order. */
async function newProductIds(tx: Db, count: number): Promise<number[]> {
  const rows = ((await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, ${count})`)) as unknown as {
    rows: { id: number }[];
  }).rows;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The plan's writes, set-based: one INSERT … SELECT / UPDATE … FROM per chunk prepared in its thread, stock through ledger rows. */
async function write(tx: Db, plan: PreparedWrites, actor: StaffActor, note: string) {
  const json = asBuffer(plan.json);
  if (plan.brands.length > 0) {
    await tx.execute(sql`INSERT INTO brands (name) SELECT n FROM jsonb_array_elements_text(${JSON.stringify(plan.brands)}::jsonb) AS n
      WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE lower(b.name) = lower(n)) ON CONFLICT DO NOTHING`);
  }
  await eachChunk(tx, json, plan.productCreates, (chunk) => sql`WITH ins AS (
      INSERT INTO products (id, category_id, brand_id, name, summary, description, cas_number, formula, images, specs, status, search_text, listed_price)
      SELECT x.id, x."categoryId", b.id, x.name, x.summary, x.summary, x."casNumber", x.formula, '[]'::jsonb, '[]'::jsonb, x.status, x."searchText",
        x."listedPrice"
      FROM jsonb_to_recordset(${chunk}) AS x(${productFields}, "searchText" text, "listedPrice" int) JOIN brands b ON lower(b.name) = lower(x.brand)
      RETURNING id, category_id, brand_id, name, summary, cas_number, formula, status),
    audit AS (${auditRows(actor, { action: 'product.create', entity: 'product', id: sql`ins.id`, before: sql`NULL::jsonb`, after: productDoc('ins', sql`b.name`), from: sql`ins JOIN brands b ON b.id = ins.brand_id` })})
    SELECT count(*)::int AS n FROM ins`);
  await eachChunk(tx, json, plan.productUpdates, (chunk) => sql`WITH old AS (
      SELECT p.id, ${productDoc('p', sql`ob.name`)} AS doc FROM products p JOIN brands ob ON ob.id = p.brand_id
      WHERE p.id IN (SELECT id FROM jsonb_to_recordset(${chunk}) AS y(id int))),
    up AS (
      UPDATE products p SET category_id = x."categoryId", brand_id = b.id, name = x.name, summary = x.summary,
        cas_number = x."casNumber", formula = x.formula, status = x.status, updated_at = now()
      FROM jsonb_to_recordset(${chunk}) AS x(${productFields}) JOIN brands b ON lower(b.name) = lower(x.brand)
      WHERE p.id = x.id AND ${microsOf(sql`p.updated_at`)} = x.seen
      RETURNING p.id, p.category_id, b.name AS brand_name, p.name, p.summary, p.cas_number, p.formula, p.status),
    audit AS (${auditRows(actor, { action: 'product.update', entity: 'product', id: sql`up.id`, before: sql`old.doc`, after: productDoc('up', sql`up.brand_name`), from: sql`up JOIN old ON old.id = up.id` })})
    SELECT count(*)::int AS n FROM up`);
  await eachChunk(tx, json, plan.skuCreates, (chunk) => sql`WITH ins AS (
      INSERT INTO product_skus (product_id, code, spec, package_size, purity, price, market_price, max_per_order, on_sale, sort, stock)
      SELECT x."productId", x.code, x.spec, x."packageSize", x.purity, x.price, x."marketPrice", x."maxPerOrder", x."onSale", x.sort, x.stock
      FROM jsonb_to_recordset(${chunk}) AS x(${skuFields})
      RETURNING *),
    ledger AS (
      INSERT INTO stock_movements (sku_id, delta, reason, note, stock_after, actor_id)
      SELECT id, stock, 'counted', ${note}, stock, ${actor.id} FROM ins WHERE stock > 0),
    audit AS (${auditRows(actor, { action: 'sku.create', entity: 'sku', id: sql`ins.id`, before: sql`NULL::jsonb`, after: sql`${skuDoc('ins')} || jsonb_build_object('stock', ins.stock)`, from: sql`ins` })})
    SELECT count(*)::int AS n FROM ins`);
  await eachChunk(tx, json, plan.skuUpdates, (chunk) => sql`WITH old AS (
      SELECT s.id, ${skuDoc('s')} AS doc FROM product_skus s
      WHERE s.code IN (SELECT "storedCode" FROM jsonb_to_recordset(${chunk}) AS y("storedCode" text))),
    up AS (
      UPDATE product_skus s SET code = x.code, spec = x.spec, package_size = x."packageSize", purity = x.purity, price = x.price,
        market_price = x."marketPrice", max_per_order = x."maxPerOrder", on_sale = x."onSale", updated_at = now()
      FROM jsonb_to_recordset(${chunk}) AS x(${skuFields})
      WHERE s.code = x."storedCode" AND s.product_id = x."productId" AND ${microsOf(sql`s.updated_at`)} = x.seen
      RETURNING s.*),
    audit AS (${auditRows(actor, { action: 'sku.update', entity: 'sku', id: sql`up.id`, before: sql`old.doc`, after: skuDoc('up'), from: sql`up JOIN old ON old.id = up.id` })})
    SELECT count(*)::int AS n FROM up`);
  // Counted stock: a relative movement from the stock the check saw, so sales since then still count.
  await eachChunk(tx, json, plan.stockCounts, (chunk) => sql`WITH moved AS (
      UPDATE product_skus s SET stock = s.stock + x.delta
      FROM jsonb_to_recordset(${chunk}) AS x(code text, delta int)
      WHERE s.code = x.code AND s.stock + x.delta >= 0
      RETURNING s.id, x.delta, s.stock),
    ledger AS (
      INSERT INTO stock_movements (sku_id, delta, reason, note, stock_after, actor_id)
      SELECT id, delta, 'counted', ${note}, stock, ${actor.id} FROM moved),
    audit AS (${auditRows(actor, {
      action: 'sku.stock.adjust',
      entity: 'sku',
      id: sql`moved.id`,
      before: sql`jsonb_build_object('stock', moved.stock - moved.delta)`,
      after: sql`jsonb_build_object('stock', moved.stock, 'delta', moved.delta, 'reason', 'counted', 'note', ${note}::text)`,
      from: sql`moved`,
    })})
    SELECT count(*)::int AS n FROM moved`);
  await rebuildSearchText(tx, plan.touched);
}

const sizes = async (tx: Db) =>
  ((await tx.execute(sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_skus) AS skus`)) as unknown as {
    rows: { products: number; skus: number }[];
  }).rows[0]!;

export type ApplyResult = { create: number; update: number; unchanged: number };

/**
 * Applies a checked import in one transaction, which first claims it (so two applies of one import never both
 * write): 404 when it is unknown, expired or already applied; 409 when its check refused rows or when the
 * catalogue changed since the check (check again). One audit row, then the catalogue caches of every replica
 * are dropped.
 */
export async function applyImport(db: Db, importId: string, actor: StaffActor): Promise<ApplyResult> {
  const imports = createImportRepository(db);
  let counts: ApplyResult;
  try {
    counts = await db.transaction(async (tx) => {
      const stored = await imports.claim(tx, importId);
      if (!stored) throw new AppError(404, 'catalogueImportGone');
      if (stored.refused > 0) throw new AppError(409, 'catalogueImportRefused');
      if ((await catalogueVersion(tx)) !== stored.catalogueVersion) throw stale();
      const before = await sizes(tx);
      // The plan is read and its rows prepared in a heavy-work thread; this thread draws the new ids and sends statements.
      const prepared = await runHeavyWork(
        'prepareImportWrites',
        { planGz: new Uint8Array(stored.planGz) },
        {
          timeoutMs: APPLY_PREPARE_TIME_LIMIT_MS,
          answers: {
            newProductIds: (count: number) => newProductIds(tx, count),
            categoryNames: () => tx.execute(sql`SELECT id, name FROM categories`).then((r) => (r as unknown as { rows: unknown[] }).rows),
          },
        },
      );
      await write(tx, prepared, actor, `import ${stored.fileName}`.slice(0, 200));
      const after = await sizes(tx);
      const { create, update, unchanged } = stored.counts;
      await recordAudit(tx, actor, {
        action: 'catalogue.import',
        entity: 'catalogue',
        entityId: importId,
        before,
        after: { ...after, file: stored.fileName, create, update, unchanged },
      });
      return { create, update, unchanged };
    });
  } catch (error) {
    // Someone else wrote the same rows meanwhile (a code, a brand, a product deleted): check again.
    throw isUniqueViolation(error) || isForeignKeyViolation(error) ? stale() : error;
  }
  invalidateCatalogue();
  return counts;
}
