import { languages, type LocalizedText } from '../../i18n/language';
import type { StoredRecord, StoredRow } from './catalogue-reader';
import type { FileRow, ProductColumns, SkuColumns } from './columns';
import type { Refusal } from './validate-row';

/** A product to update; `seen` is the stored row's updated_at (µs) the update expects to find. */
export type ProductWrite = ProductColumns & { id: number; seen?: string };
/** A new product, named by the file's new_product_ref: the apply gives it the next id of the sequence. */
export type ProductCreate = ProductColumns & { ref: string };
type SkuFields = Pick<SkuColumns, 'spec' | 'packageSize' | 'purity' | 'price' | 'marketPrice' | 'maxPerOrder' | 'onSale'>;
/** A new SKU of a stored product (`productId`) or of a new one (`productRef`). */
export type SkuCreate = SkuFields & { productId: number | null; productRef: string | null; code: string; sort: number; stock: number };
/** `storedCode` is the code as stored: an older import kept lower case, which an update now upper-cases like sku/save. */
export type SkuUpdate = SkuFields & { productId: number; code: string; storedCode: string; seen: string };
/** A counted stock: the SKU's stock moves by `delta` (counted minus the stock seen at the check), with a ledger row. */
export type StockCount = { code: string; delta: number };

/** What an apply writes: only the rows that create or change something. */
export type ImportPlan = {
  productCreates: ProductCreate[];
  productUpdates: ProductWrite[];
  skuCreates: SkuCreate[];
  skuUpdates: SkuUpdate[];
  stockCounts: StockCount[];
};

export type Planned = { plan: ImportPlan; create: number; update: number; unchanged: number; refusals: Refusal[] };
export type FileRecord = { line: number; record: FileRow };

const sameText = (a: LocalizedText, b: LocalizedText) => languages.every((lang) => a[lang] === b[lang]);
/** A brand is one brand whatever its case (as product/save finds it). */
const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const sameProduct = (a: ProductColumns, b: ProductColumns) =>
  a.categoryId === b.categoryId &&
  sameBrand(a.brand, b.brand) &&
  sameText(a.name, b.name) &&
  sameText(a.summary, b.summary) &&
  a.casNumber === b.casNumber &&
  a.formula === b.formula &&
  a.status === b.status;

const sameSku = (a: SkuColumns, b: SkuColumns) =>
  a.skuCode === b.skuCode &&
  sameText(a.spec, b.spec) &&
  a.packageSize === b.packageSize &&
  a.purity === b.purity &&
  a.price === b.price &&
  a.marketPrice === b.marketPrice &&
  a.maxPerOrder === b.maxPerOrder &&
  a.onSale === b.onSale;

const productColumns = (r: ProductColumns): ProductColumns => ({
  categoryId: r.categoryId,
  brand: r.brand,
  name: r.name,
  summary: r.summary,
  casNumber: r.casNumber,
  formula: r.formula,
  status: r.status,
});

const skuFields = (r: SkuColumns): SkuFields => ({
  spec: r.spec,
  packageSize: r.packageSize,
  purity: r.purity,
  price: r.price,
  marketPrice: r.marketPrice,
  maxPerOrder: r.maxPerOrder,
  onSale: r.onSale,
});

/**
 * Compares the file's valid rows with the stored catalogue: each row creates, updates or leaves its SKU (and
 * product) unchanged. A product_id must be a stored product's; a new product has none and is named by its
 * new_product_ref. Rows of one product must agree on the product's columns; a SKU code is unique in the file
 * and cannot move to another product. A row without SKU columns stands for its product alone.
 */
export function planImport(rows: readonly FileRecord[], stored: readonly StoredRow[]): Planned {
  const storedByCode = new Map<string, StoredRecord>();
  for (const r of stored) if (r.skuCode !== null) storedByCode.set(r.skuCode.toUpperCase(), r);
  const storedProducts = new Map(stored.map((r) => [r.productId, r]));
  const firstOfProduct = new Map<string, FileRecord>();
  const firstOfCode = new Map<string, number>();
  const skusInFile = new Map<string, number>();
  const plan: ImportPlan = { productCreates: [], productUpdates: [], skuCreates: [], skuUpdates: [], stockCounts: [] };
  const refusals: Refusal[] = [];
  const counted = { create: 0, update: 0, unchanged: 0 };

  for (const row of rows) {
    const { line, record } = row;
    const ref = record.productId === null ? record.newProductRef! : null;
    const key = ref === null ? `#${record.productId}` : `ref:${ref}`;
    const storedProduct = record.productId === null ? undefined : storedProducts.get(record.productId);
    if (record.productId !== null && !storedProduct) {
      refusals.push({ row: line, column: 'product_id', code: 'unknownProduct', params: { value: String(record.productId) } });
      continue;
    }
    if (record.skuCode !== null) {
      const duplicate = firstOfCode.get(record.skuCode);
      if (duplicate !== undefined) {
        refusals.push({ row: line, column: 'sku_code', code: 'duplicateSku', params: { value: record.skuCode, row: duplicate } });
        continue;
      }
      firstOfCode.set(record.skuCode, line);
    }
    const first = firstOfProduct.get(key);
    if (first && !sameProduct(first.record, record)) {
      refusals.push({ row: line, column: ref === null ? 'product_id' : 'new_product_ref', code: 'productDiffers', params: { row: first.line } });
      continue;
    }
    const storedSku = record.skuCode === null ? undefined : storedByCode.get(record.skuCode);
    if (storedSku && storedSku.productId !== record.productId) {
      refusals.push({ row: line, column: 'sku_code', code: 'skuElsewhere', params: { value: String(storedSku.productId) } });
      continue;
    }
    const productChanged = !storedProduct || !sameProduct(storedProduct, record);
    if (!first) {
      firstOfProduct.set(key, row);
      if (ref !== null) plan.productCreates.push({ ...productColumns(record), ref });
      else if (productChanged) plan.productUpdates.push({ ...productColumns(record), id: record.productId!, seen: storedProduct!.productSeen });
    }

    if (record.skuCode === null) {
      // The product alone: created, changed or as stored.
      if (!storedProduct) counted.create += 1;
      else if (productChanged) counted.update += 1;
      else counted.unchanged += 1;
      continue;
    }
    const position = (skusInFile.get(key) ?? 0) + 1;
    skusInFile.set(key, position);
    if (!storedSku) {
      plan.skuCreates.push({ ...skuFields(record), productId: record.productId, productRef: ref, code: record.skuCode, sort: position, stock: record.stock });
      counted.create += 1;
      continue;
    }
    const skuChanged = !sameSku(storedSku, record);
    if (skuChanged) {
      plan.skuUpdates.push({ ...skuFields(record), productId: storedSku.productId, code: record.skuCode, storedCode: storedSku.skuCode, seen: storedSku.skuSeen });
    }
    if (storedSku.stock !== record.stock) plan.stockCounts.push({ code: record.skuCode, delta: record.stock - storedSku.stock });
    if (productChanged || skuChanged || storedSku.stock !== record.stock) counted.update += 1;
    else counted.unchanged += 1;
  }
  return { plan, ...counted, refusals };
}
