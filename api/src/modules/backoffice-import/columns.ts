import type { LocalizedText } from '../../i18n/language';
import { languages } from '../../i18n/language';
import type { ProductStatus } from '../../db/schema/products';

/**
 * The file's columns, in the order the export writes them; an import finds them by header name (any order,
 * any case). One row per SKU, carrying its product's columns: rows of one product repeat them. A product with
 * no SKU is one row whose SKU columns are blank. A new product has a blank product_id and a new_product_ref
 * (the export leaves it blank; a file without that column simply adds no product).
 */
export const catalogueColumns = [
  'product_id',
  'new_product_ref',
  'category_id',
  'brand',
  ...languages.map((lang) => `name_${lang}` as const),
  ...languages.map((lang) => `summary_${lang}` as const),
  'cas_number',
  'formula',
  'status',
  'sku_code',
  ...languages.map((lang) => `spec_${lang}` as const),
  'package_size',
  'purity',
  'price',
  'market_price',
  'max_per_order',
  'on_sale',
  'stock',
] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number];
/** Columns a file may lack (files exported before new products were added by reference). */
export const optionalColumns: ReadonlySet<CatalogueColumn> = new Set(['new_product_ref']);

/** A product's columns, as the database holds them. */
export type ProductColumns = {
  categoryId: number;
  brand: string;
  name: LocalizedText;
  summary: LocalizedText;
  casNumber: string | null;
  formula: string | null;
  status: ProductStatus;
};
/** A SKU's columns, as the database holds them: money in fen. */
export type SkuColumns = {
  skuCode: string;
  spec: LocalizedText;
  packageSize: string;
  purity: string | null;
  price: number;
  marketPrice: number | null;
  maxPerOrder: number;
  onSale: boolean;
  stock: number;
};
/** The SKU columns of a product that has none: blank. */
export type NoSku = { skuCode: null };

/** One SKU with its product, as the database holds it. */
export type CatalogueRecord = { productId: number } & ProductColumns & SkuColumns;
/** A product without SKUs (one row of the file, its SKU columns blank). */
export type BareProduct = { productId: number } & ProductColumns & NoSku;
/** A row of a file: a stored product by id, or a new one (blank id) named by `newProductRef`. */
export type FileRow = { productId: number | null; newProductRef?: string | null } & ProductColumns & (SkuColumns | NoSku);

export type CellValue = string | number | boolean | null;

/** Yuan with two decimals, as text (never a float's 12.300000001). */
const yuan = (fen: number) => (fen / 100).toFixed(2);

const skuCells = (r: SkuColumns | NoSku): CellValue[] =>
  r.skuCode === null
    ? Array.from({ length: 1 + languages.length + 7 }, () => null)
    : [
        r.skuCode,
        ...languages.map((lang) => r.spec[lang]),
        r.packageSize,
        r.purity,
        yuan(r.price),
        r.marketPrice === null ? null : yuan(r.marketPrice),
        r.maxPerOrder,
        r.onSale,
        r.stock,
      ];

/** A row as the cells of the file, in `catalogueColumns` order. */
export function toCells(r: FileRow): CellValue[] {
  return [
    r.productId,
    r.newProductRef ?? null,
    r.categoryId,
    r.brand,
    ...languages.map((lang) => r.name[lang]),
    ...languages.map((lang) => r.summary[lang]),
    r.casNumber,
    r.formula,
    r.status,
    ...skuCells(r),
  ];
}

/** A literal `_xHHHH_` in a text: its `_` is escaped (`_x005F_`), or a reader would decode it (`_x0041_` is "A"). */
const ESCAPE_LIKE = /_(?=x[0-9A-Fa-f]{4})/g;
/**
 * What write-excel-file drops from a text (XML 1.0 cannot carry it, or calls it discouraged: control characters but
 * tab and LF, U+FFFD, noncharacters) and CR, which an XML reader turns into LF.
 */
const UNWRITABLE = /(?![\t\n])[\p{Cc}\uFFFD\p{Noncharacter_Code_Point}\p{Cs}]/gu;
/** `_xHHHH_` for each UTF-16 unit of a character (an astral one takes two). */
function escaped(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `_x${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}_`;
  return out;
}

/**
 * A text as an XLSX cell carries it (ECMA-376's ST_Xstring, as Excel writes it): characters a sheet cannot hold as
 * themselves become `_xHHHH_` (one per UTF-16 unit), which read-excel-file and Excel decode. Every `_` before
 * `xHHHH` is escaped, needed or not: an escape written after it could otherwise complete one (`_xABCD` + U+0001).
 */
export const xlsxText = (text: string): string => text.replace(ESCAPE_LIKE, '_x005F_').replace(UNWRITABLE, escaped);

/** A row as the cells of an XLSX sheet: `toCells`, its texts escaped (`xlsxText`) so each reads back unchanged. */
export const toXlsxCells = (r: FileRow): CellValue[] => toCells(r).map((cell) => (typeof cell === 'string' ? xlsxText(cell) : cell));
