import { gunzipSync } from 'node:zlib';
import type { LocalizedText } from '../../i18n/language';
import type { Asker } from '../../lib/heavy-work/conversation';
import { buildSearchText } from '../products/search-text';
import type { ImportPlan, ProductWrite } from './plan';

/** Records per statement: a few MB of JSON, one parameter, however many rows the import has. */
const CHUNK = 5_000;

/**
 * One statement's rows: where its JSON parameter lies in `PreparedWrites.json` (UTF-8 bytes), and how many rows that
 * is (each must be touched).
 */
export type Chunk = { start: number; end: number; count: number };
/**
 * Everything an apply writes, as statement parameters (apply-import.ts runs the statements). Every chunk's JSON is in
 * one byte array, handed to the main thread without a copy: hundreds of megabytes of strings would be copied there.
 */
export type PreparedWrites = {
  json: Uint8Array;
  brands: string[];
  productCreates: Chunk[];
  productUpdates: Chunk[];
  skuCreates: Chunk[];
  skuUpdates: Chunk[];
  stockCounts: Chunk[];
  /** Stored products whose search text must be rebuilt from what is stored after the writes. */
  touched: number[];
};

/** Collects the chunks' JSON texts, then writes them into one byte array of their own (never Node's shared pool). */
function chunkWriter() {
  const texts: string[] = [];
  let size = 0;
  return {
    chunked<T>(items: readonly T[]): Chunk[] {
      const chunks: Chunk[] = [];
      for (let i = 0; i < items.length; i += CHUNK) {
        const slice = items.slice(i, i + CHUNK);
        const text = JSON.stringify(slice);
        const bytes = Buffer.byteLength(text);
        texts.push(text);
        chunks.push({ start: size, end: size + bytes, count: slice.length });
        size += bytes;
      }
      return chunks;
    },
    bytes(): Uint8Array {
      const out = Buffer.allocUnsafeSlow(size);
      let at = 0;
      for (const text of texts) at += out.write(text, at);
      return out;
    },
  };
}

/**
 * New products with `listed_price` as the product_skus triggers (migrations 0025, 0028) compute it from their SKUs, all
 * of which are in this import: the lowest price on sale (null when none is).
 */
function withListing<P extends { id: number }>(created: P[], skuCreates: ReadonlyArray<{ productId: number; price: number; onSale: boolean }>) {
  const lowest = new Map<number, number>();
  for (const sku of skuCreates) {
    if (sku.onSale) lowest.set(sku.productId, Math.min(lowest.get(sku.productId) ?? Infinity, sku.price));
  }
  return created.map((p) => ({ ...p, listedPrice: lowest.get(p.id) ?? null }));
}

/** New products with their search text: their SKU codes are all among `skuCreates`, their category names come from the caller. */
function withSearchText(
  categoryNames: ReadonlyMap<number, LocalizedText>,
  productCreates: readonly ProductWrite[],
  skuCreates: ReadonlyArray<{ productId: number; code: string; sort: number }>,
): Array<ProductWrite & { searchText: string }> {
  const codes = new Map<number, string[]>();
  for (const sku of [...skuCreates].sort((a, b) => a.sort - b.sort)) {
    const list = codes.get(sku.productId);
    if (list) list.push(sku.code);
    else codes.set(sku.productId, [sku.code]);
  }
  return productCreates.map((p) => {
    const category = categoryNames.get(p.categoryId);
    return {
      ...p,
      searchText: buildSearchText({ name: p.name, brand: p.brand, casNumber: p.casNumber, formula: p.formula, skuCodes: codes.get(p.id) ?? [], ...(category ? { categoryName: category } : {}) }),
    };
  });
}

/**
 * The apply's preparation, in a heavy-work thread (apply-import.ts runs it inside its transaction): the kept plan
 * unzipped and read, new products given the ids the main thread draws from the sequence (`ask('newProductIds')`),
 * their search text and listed price computed, and every statement's rows turned into its JSON parameter. The main
 * thread then only sends statements.
 */
export async function prepareImportWrites(planGz: Buffer, ask: Asker): Promise<PreparedWrites> {
  const plan = JSON.parse(gunzipSync(planGz).toString('utf8')) as ImportPlan;
  // Brands by name whatever the case (product/save's rule; one brand per lower(name)): the first spelling names a new one.
  const brands = [...new Map([...plan.productCreates, ...plan.productUpdates].map((p) => [p.brand.toLowerCase(), p.brand] as const).reverse()).values()];
  // New products get the sequence's next ids (in file order), never an id from the file.
  const ids = plan.productCreates.length ? await ask<number[]>('newProductIds', plan.productCreates.length) : [];
  const idOf = new Map(plan.productCreates.map((p, i) => [p.ref, ids[i]!]));
  const productCreates = plan.productCreates.map(({ ref, ...p }) => ({ ...p, id: idOf.get(ref)! }));
  const skuCreates = plan.skuCreates.map(({ productRef, ...s }) => ({ ...s, productId: s.productId ?? idOf.get(productRef!)! }));
  // A new product's SKUs are all in this import: its search text is known now, written once with the row (a
  // second UPDATE of 100k rows would rewrite their trigram index entries for nothing). Its listed price likewise:
  // the SKU triggers then find it right and leave the 100k rows alone.
  const categories = productCreates.length ? await ask<Array<{ id: number; name: LocalizedText }>>('categoryNames', null) : [];
  const created = withListing(withSearchText(new Map(categories.map((c) => [c.id, c.name])), productCreates, skuCreates), skuCreates);
  const touched = new Set(plan.productUpdates.map((p) => p.id));
  for (const sku of plan.skuCreates) if (sku.productId !== null) touched.add(sku.productId);
  const writer = chunkWriter();
  const statements = {
    productCreates: writer.chunked(created),
    productUpdates: writer.chunked(plan.productUpdates),
    skuCreates: writer.chunked(skuCreates),
    skuUpdates: writer.chunked(plan.skuUpdates),
    stockCounts: writer.chunked(plan.stockCounts),
  };
  return { json: writer.bytes(), brands, ...statements, touched: [...touched] };
}
