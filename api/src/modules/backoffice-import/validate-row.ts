import { languages, type LocalizedText } from '../../i18n/language';
import { isCasNumber } from '../backoffice-catalogue/cas-number';
import type { Cell } from '../../lib/read-table';
import type { CatalogueColumn, CatalogueRecord } from './columns';
import type { RefusalCode, RefusalParams } from './import-messages';

/** A refused cell (or row, or file): `row` is the file's own line number, as a spreadsheet shows it. */
export type Refusal = { row: number; column: string; code: RefusalCode; params?: RefusalParams };

const MAX_INT = 2_147_483_647;
/** The shop's bound on a price (products/schemas.ts), in yuan. */
const MAX_YUAN = 100_000_000;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

const textOf = (cell: Cell | undefined, unguard: (text: string) => string): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return unguard(String(cell).trim());
};

/**
 * Reads one data row against the header's column positions: the record, or every refusal of the row at once
 * (the same rules as the single-product calls: names in every language, price in yuan > 0 with at most two
 * decimals, a CAS number with its check digit…). Whether the category exists is checked by the caller.
 */
export function validateRow(
  line: number,
  cells: readonly Cell[],
  positions: ReadonlyMap<CatalogueColumn, number>,
  unguard: (text: string) => string,
): { record?: CatalogueRecord; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const refuse = (column: string, code: RefusalCode, params?: RefusalParams) => {
    refusals.push({ row: line, column, code, ...(params ? { params } : {}) });
    return undefined;
  };
  const raw = (column: CatalogueColumn) => textOf(cells[positions.get(column)!], unguard);

  const text = (column: CatalogueColumn, max: number, required = true): string | undefined => {
    const value = raw(column);
    if (!value) return required ? refuse(column, 'missing') : '';
    if ([...value].length > max) return refuse(column, 'tooLong', { limit: max });
    return value;
  };
  const optional = (column: CatalogueColumn, max: number) => text(column, max, false) || null;
  const integer = (column: CatalogueColumn, min = 0, max = MAX_INT): number | undefined => {
    const value = raw(column);
    if (!value) return refuse(column, 'missing');
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    return n >= min && n <= max ? n : refuse(column, 'notInteger', { value, limit: max });
  };
  const fen = (column: CatalogueColumn, required: boolean): number | null | undefined => {
    const value = raw(column);
    if (!value) return required ? refuse(column, 'missing') : null;
    const ok = /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= MAX_YUAN;
    return ok ? Math.round(Number(value) * 100) : refuse(column, 'badPrice', { value });
  };
  const localized = (prefix: 'name' | 'summary' | 'spec', max: number): LocalizedText | undefined => {
    const values = languages.map((lang) => text(`${prefix}_${lang}`, max));
    return values.every((v) => v !== undefined) ? (Object.fromEntries(languages.map((lang, i) => [lang, values[i]])) as LocalizedText) : undefined;
  };

  const productId = integer('product_id', 1);
  const categoryId = integer('category_id', 1);
  const brand = text('brand', 80);
  const name = localized('name', 200);
  const summary = localized('summary', 500);
  const cas = optional('cas_number', 16);
  if (cas && !isCasNumber(cas)) refuse('cas_number', 'badCas', { value: cas });
  const formula = optional('formula', 64);
  const status = raw('status');
  if (status !== 'on_sale' && status !== 'off_sale') refuse('status', 'badStatus', { value: status });
  const skuCode = text('sku_code', 40);
  if (skuCode && !CODE.test(skuCode)) refuse('sku_code', 'badCode', { value: skuCode });
  const spec = localized('spec', 200);
  const packageSize = text('package_size', 40);
  const purity = optional('purity', 24);
  const price = fen('price', true);
  const marketPrice = fen('market_price', false);
  const maxPerOrder = integer('max_per_order', 1, 100_000);
  const onSaleText = raw('on_sale').toLowerCase();
  if (onSaleText !== 'true' && onSaleText !== 'false') refuse('on_sale', 'badBoolean', { value: raw('on_sale') });
  const stock = integer('stock', 0, 1_000_000_000);

  if (refusals.length > 0) return { refusals };
  return {
    refusals,
    record: {
      productId: productId!,
      categoryId: categoryId!,
      brand: brand!,
      name: name!,
      summary: summary!,
      casNumber: cas,
      formula,
      status: status as CatalogueRecord['status'],
      skuCode: skuCode!,
      spec: spec!,
      packageSize: packageSize!,
      purity,
      price: price!,
      marketPrice: marketPrice ?? null,
      maxPerOrder: maxPerOrder!,
      onSale: onSaleText === 'true',
      stock: stock!,
    },
  };
}
