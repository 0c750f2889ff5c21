import { z } from 'zod';
import { languages, type LocalizedText } from '../../i18n/language';
import type { Cell } from '../../lib/read-table';
import { productFileFields } from '../backoffice-catalogue/product-schemas';
import { id } from '../backoffice-catalogue/schemas';
import { skuFileFields } from '../backoffice-catalogue/sku-schemas';
import type { CatalogueColumn, CatalogueRecord } from './columns';
import type { RefusalCode, RefusalParams } from './import-messages';

/** A refused cell (or row, or file): `row` is the file's own line number, as a spreadsheet shows it. */
export type Refusal = { row: number; column: string; code: RefusalCode; params?: RefusalParams };

/**
 * One row as product/save and sku/save check it: the same field schemas (limits, CAS check digit, codes upper
 * case, prices in yuan turned into fen…), plus the two columns only a file has.
 */
const rowSchema = z.object({
  productId: id,
  ...productFileFields,
  ...skuFileFields,
  stock: z.number().int().min(0).max(1_000_000_000),
});
type RowField = keyof typeof rowSchema.shape;

/** The file's column of each field (a translated field: one column per language). */
const columnOf: Record<Exclude<RowField, 'name' | 'summary' | 'spec'>, CatalogueColumn> = {
  productId: 'product_id',
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
const fixedCodes: Partial<Record<RowField, RefusalCode>> = {
  price: 'badPrice',
  marketPrice: 'badPrice',
  casNumber: 'badCas',
  status: 'badStatus',
  onSale: 'badBoolean',
  code: 'badCode',
  formula: 'badText',
};

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
): { record?: CatalogueRecord; refusals: Refusal[] } {
  const raw = (column: CatalogueColumn) => textOf(cells[positions.get(column)!], unguard);
  const localized = (prefix: 'name' | 'summary' | 'spec') => Object.fromEntries(languages.map((lang) => [lang, raw(`${prefix}_${lang}`)]));
  const input = {
    productId: asInteger(raw('product_id')),
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
  const parsed = rowSchema.safeParse(input);
  if (parsed.success) {
    const r = parsed.data;
    return {
      refusals: [],
      record: {
        productId: r.productId,
        categoryId: r.categoryId,
        brand: r.brand,
        name: r.name as LocalizedText,
        summary: r.summary as LocalizedText,
        casNumber: r.casNumber,
        formula: r.formula,
        status: r.status,
        skuCode: r.code,
        spec: r.spec as LocalizedText,
        packageSize: r.packageSize,
        purity: r.purity,
        price: r.price,
        marketPrice: r.marketPrice,
        maxPerOrder: r.maxPerOrder,
        onSale: r.onSale,
        stock: r.stock,
      },
    };
  }
  // One refusal per cell, in the file's column order.
  const refusals = new Map<string, Refusal>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RowField;
    const column = field === 'name' || field === 'summary' || field === 'spec' ? (`${field}_${String(issue.path[1])}` as CatalogueColumn) : columnOf[field];
    if (refusals.has(column)) continue;
    const value = raw(column);
    const refuse = (code: RefusalCode, params?: RefusalParams) => refusals.set(column, { row: line, column, code, ...(params ? { params } : {}) });
    if (value === '') refuse('missing');
    else if (integers.has(field)) refuse('notInteger', { value, limit: (rowSchema.shape[field] as z.ZodNumber).maxValue ?? undefined });
    else if (issue.code === 'too_big' && issue.origin === 'string') refuse('tooLong', { limit: Number(issue.maximum) });
    else if (fixedCodes[field]) refuse(fixedCodes[field], { value });
    else refuse('badText', { value });
  }
  const order = new Map<string, number>([...positions].map(([column, at]) => [column, at]));
  return { refusals: [...refusals.values()].sort((a, b) => (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0)) };
}
