import { languages, type LocalizedText } from '../../i18n/language';
import type { StoredRecord } from './catalogue-reader';
import type { CatalogueRecord } from './columns';
import type { Refusal } from './validate-row';

/** A product to create or update; `seen` is the stored row's updated_at (µs) an update expects to find. */
export type ProductWrite = Pick<CatalogueRecord, 'categoryId' | 'brand' | 'name' | 'summary' | 'casNumber' | 'formula' | 'status'> & {
  id: number;
  seen?: string;
};
type SkuFields = Pick<CatalogueRecord, 'spec' | 'packageSize' | 'purity' | 'price' | 'marketPrice' | 'maxPerOrder' | 'onSale'>;
export type SkuCreate = SkuFields & { productId: number; code: string; sort: number; stock: number };
/** `storedCode` is the code as stored: an older import kept lower case, which an update now upper-cases like sku/save. */
export type SkuUpdate = SkuFields & { productId: number; code: string; storedCode: string; seen: string };
/** A counted stock: the SKU's stock moves by `delta` (counted minus the stock seen at the check), with a ledger row. */
export type StockCount = { code: string; delta: number };

/** What an apply writes: only the rows that create or change something. */
export type ImportPlan = {
  productCreates: ProductWrite[];
  productUpdates: ProductWrite[];
  skuCreates: SkuCreate[];
  skuUpdates: SkuUpdate[];
  stockCounts: StockCount[];
};

export type Planned = { plan: ImportPlan; create: number; update: number; unchanged: number; refusals: Refusal[] };
export type FileRecord = { line: number; record: CatalogueRecord };

const sameText = (a: LocalizedText, b: LocalizedText) => languages.every((lang) => a[lang] === b[lang]);

/** A brand is one brand whatever its case (as product/save finds it). */
const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const sameProduct = (a: CatalogueRecord, b: CatalogueRecord) =>
  a.categoryId === b.categoryId &&
  sameBrand(a.brand, b.brand) &&
  sameText(a.name, b.name) &&
  sameText(a.summary, b.summary) &&
  a.casNumber === b.casNumber &&
  a.formula === b.formula &&
  a.status === b.status;

const sameSku = (a: CatalogueRecord, b: CatalogueRecord) =>
  a.skuCode === b.skuCode &&
  sameText(a.spec, b.spec) &&
  a.packageSize === b.packageSize &&
  a.purity === b.purity &&
  a.price === b.price &&
  a.marketPrice === b.marketPrice &&
  a.maxPerOrder === b.maxPerOrder &&
  a.onSale === b.onSale;

const productWrite = (r: CatalogueRecord, seen?: string): ProductWrite => ({
  id: r.productId,
  categoryId: r.categoryId,
  brand: r.brand,
  name: r.name,
  summary: r.summary,
  casNumber: r.casNumber,
  formula: r.formula,
  status: r.status,
  ...(seen ? { seen } : {}),
});

const skuFields = (r: CatalogueRecord): SkuFields => ({
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
 * product) unchanged. Rows of one product must agree on the product's columns; a SKU code is unique in the
 * file and cannot move to another product.
 */
export function planImport(rows: readonly FileRecord[], stored: readonly StoredRecord[]): Planned {
  const storedByCode = new Map(stored.map((r) => [r.skuCode.toUpperCase(), r]));
  const storedProducts = new Map(stored.map((r) => [r.productId, r]));
  const firstOfProduct = new Map<number, FileRecord>();
  const firstOfCode = new Map<string, number>();
  const skusInFile = new Map<number, number>();
  const plan: ImportPlan = { productCreates: [], productUpdates: [], skuCreates: [], skuUpdates: [], stockCounts: [] };
  const refusals: Refusal[] = [];
  const counted = { create: 0, update: 0, unchanged: 0 };

  for (const row of rows) {
    const { line, record } = row;
    const duplicate = firstOfCode.get(record.skuCode);
    if (duplicate !== undefined) {
      refusals.push({ row: line, column: 'sku_code', code: 'duplicateSku', params: { value: record.skuCode, row: duplicate } });
      continue;
    }
    firstOfCode.set(record.skuCode, line);
    const first = firstOfProduct.get(record.productId);
    if (first && !sameProduct(first.record, record)) {
      refusals.push({ row: line, column: 'product_id', code: 'productDiffers', params: { row: first.line } });
      continue;
    }
    const storedSku = storedByCode.get(record.skuCode);
    if (storedSku && storedSku.productId !== record.productId) {
      refusals.push({ row: line, column: 'sku_code', code: 'skuElsewhere', params: { value: String(storedSku.productId) } });
      continue;
    }
    const storedProduct = storedProducts.get(record.productId);
    const productChanged = !storedProduct || !sameProduct(storedProduct, record);
    if (!first) {
      firstOfProduct.set(record.productId, row);
      if (!storedProduct) plan.productCreates.push(productWrite(record));
      else if (productChanged) plan.productUpdates.push(productWrite(record, storedProduct.productSeen));
    }
    const position = (skusInFile.get(record.productId) ?? 0) + 1;
    skusInFile.set(record.productId, position);

    if (!storedSku) {
      plan.skuCreates.push({ ...skuFields(record), productId: record.productId, code: record.skuCode, sort: position, stock: record.stock });
      counted.create += 1;
      continue;
    }
    const skuChanged = !sameSku(storedSku, record);
    if (skuChanged) {
      plan.skuUpdates.push({ ...skuFields(record), productId: record.productId, code: record.skuCode, storedCode: storedSku.skuCode, seen: storedSku.skuSeen });
    }
    if (storedSku.stock !== record.stock) plan.stockCounts.push({ code: record.skuCode, delta: record.stock - storedSku.stock });
    if (productChanged || skuChanged || storedSku.stock !== record.stock) counted.update += 1;
    else counted.unchanged += 1;
  }
  return { plan, ...counted, refusals };
}
