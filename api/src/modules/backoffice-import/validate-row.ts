import { z } from 'zod';
import { languages, type LocalizedText } from '../../i18n/language';
import type { Cell } from '../../lib/read-table';
import { productFileFields } from '../backoffice-catalogue/product-schemas';
import { id } from '../backoffice-catalogue/schemas';
import { skuFileFields } from '../backoffice-catalogue/sku-schemas';
import { catalogueColumns, type CatalogueColumn, type FileRow } from './columns';
import type { RefusalCode, RefusalParams } from './import-messages';

/** A refused cell (or row, or file): `row` is the file's own line number, as a spreadsheet shows it. */
export type Refusal = { row: number; column: string; code: RefusalCode; params?: RefusalParams };

/**
 * One row as product/save and sku/save check it: the same field schemas (limits, CAS check digit, codes upper
 * case, prices in yuan turned into fen…), plus the columns only a file has. A row without SKU columns is
 * checked against the product part alone.
 */
const productPart = z.object({
  /** Blank: a new product, named in the file by its new_product_ref. */
  productId: id.nullable(),
  newProductRef: z.string().trim().max(40),
  ...productFileFields,
});
const skuPart = z.object({ ...skuFileFields, stock: z.number().int().min(0).max(1_000_000_000) });
const rowSchema = productPart.extend(skuPart.shape);
type RowField = keyof typeof rowSchema.shape;

/** The file's column of each field (a translated field: one column per language). */
const columnOf: Record<Exclude<RowField, 'name' | 'summary' | 'spec'>, CatalogueColumn> = {
  productId: 'product_id',
  newProductRef: 'new_product_ref',
  categoryId: 'category_id',
  brand: 'brand',
  casNumber: 'cas_number',
  formula: 'formula',
  status: 'status',
  code: 'sku_code',
  packageSize: 'package_size',
  purity: 'purity',
  price: 'price',
  marketPrice: 'market_price',
  maxPerOrder: 'max_per_order',
  onSale: 'on_sale',
  stock: 'stock',
};
const integers = new Set<RowField>(['productId', 'categoryId', 'maxPerOrder', 'stock']);
/** An integer column's upper bound, read from its schema (the message names it). */
const maxOf = (field: RowField) => {
  const schema = rowSchema.shape[field];
  return ((schema instanceof z.ZodNullable ? schema.unwrap() : schema) as z.ZodNumber).maxValue ?? undefined;
};
const fixedCodes: Partial<Record<RowField, RefusalCode>> = {
  price: 'badPrice',
  marketPrice: 'badPrice',
  casNumber: 'badCas',
  status: 'badStatus',
  onSale: 'badBoolean',
  code: 'badCode',
  formula: 'badText',
};

/** The SKU's columns: all blank, the row holds its product alone. */
const skuColumns = catalogueColumns.slice(catalogueColumns.indexOf('sku_code'));

const textOf = (cell: Cell | undefined, unguard: (text: string) => string): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return unguard(String(cell).trim());
};

/** A cell's text as the JSON value the API would receive: numbers and booleans when they read as such, else the text (refused by the schema). */
const asInteger = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : text);
const asDecimal = (text: string) => (/^\d{1,15}(\.\d{1,15})?$/.test(text) ? Number(text) : text);
const asBoolean = (text: string) => (/^(true|false)$/i.test(text) ? text.toLowerCase() === 'true' : text);

/**
 * Reads one data row against the header's column positions: the record, or every refusal of the row at once.
 * Whether the category exists is checked by the caller.
 */
export function validateRow(
  line: number,
  cells: readonly Cell[],
  positions: ReadonlyMap<CatalogueColumn, number>,
  unguard: (text: string) => string,
): { record?: FileRow; refusals: Refusal[] } {
  const raw = (column: CatalogueColumn) => (positions.has(column) ? textOf(cells[positions.get(column)!], unguard) : '');
  const localized = (prefix: 'name' | 'summary' | 'spec') => Object.fromEntries(languages.map((lang) => [lang, raw(`${prefix}_${lang}`)]));
  const input = {
    productId: raw('product_id') === '' ? null : asInteger(raw('product_id')),
    newProductRef: raw('new_product_ref'),
    categoryId: asInteger(raw('category_id')),
    brand: raw('brand'),
    name: localized('name'),
    summary: localized('summary'),
    casNumber: raw('cas_number'),
    formula: raw('formula'),
    status: raw('status'),
    code: raw('sku_code'),
    spec: localized('spec'),
    packageSize: raw('package_size'),
    purity: raw('purity'),
    price: asDecimal(raw('price')),
    marketPrice: raw('market_price') === '' ? null : asDecimal(raw('market_price')),
    maxPerOrder: asInteger(raw('max_per_order')),
    onSale: asBoolean(raw('on_sale')),
    stock: asInteger(raw('stock')),
  };
  const bare = skuColumns.every((column) => raw(column) === '');
  const parsed = bare ? productPart.safeParse(input) : rowSchema.safeParse(input);
  const issues = parsed.success ? [] : parsed.error.issues;
  const productId = parsed.success ? parsed.data.productId : undefined;
  const ref = parsed.success ? parsed.data.newProductRef : '';
  // A new product is named by its reference; a stored one by its id alone.
  if (parsed.success && (productId === null) === (ref === '')) {
    return { refusals: [{ row: line, column: 'new_product_ref', code: 'newProductRef', ...(ref ? { params: { value: ref } } : {}) }] };
  }
  if (parsed.success) {
    const r = parsed.data;
    const product = {
      productId: r.productId,
      newProductRef: r.newProductRef || null,
      categoryId: r.categoryId,
      brand: r.brand,
      name: r.name as LocalizedText,
      summary: r.summary as LocalizedText,
      casNumber: r.casNumber,
      formula: r.formula,
      status: r.status,
    };
    if (!('code' in r)) return { refusals: [], record: { ...product, skuCode: null } };
    const sku = r as z.output<typeof rowSchema>;
    return {
      refusals: [],
      record: {
        ...product,
        skuCode: sku.code,
        spec: sku.spec as LocalizedText,
        packageSize: sku.packageSize,
        purity: sku.purity,
        price: sku.price,
        marketPrice: sku.marketPrice,
        maxPerOrder: sku.maxPerOrder,
        onSale: sku.onSale,
        stock: sku.stock,
      },
    };
  }
  // One refusal per cell, in the file's column order.
  const refusals = new Map<string, Refusal>();
  for (const issue of issues) {
    const field = issue.path[0] as RowField;
    const column = field === 'name' || field === 'summary' || field === 'spec' ? (`${field}_${String(issue.path[1])}` as CatalogueColumn) : columnOf[field];
    if (refusals.has(column)) continue;
    const value = raw(column);
    const refuse = (code: RefusalCode, params?: RefusalParams) => refusals.set(column, { row: line, column, code, ...(params ? { params } : {}) });
    if (value === '') refuse('missing');
    else if (integers.has(field)) refuse('notInteger', { value, limit: maxOf(field) });
    else if (issue.code === 'too_big' && issue.origin === 'string') refuse('tooLong', { limit: Number(issue.maximum) });
    else if (fixedCodes[field]) refuse(fixedCodes[field], { value });
    else refuse('badText', { value });
  }
  const order = new Map<string, number>([...positions].map(([column, at]) => [column, at]));
  return { refusals: [...refusals.values()].sort((a, b) => (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0)) };
}
