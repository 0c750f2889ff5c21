import type { LocalizedText } from '../../i18n/language';
import { languages } from '../../i18n/language';
import type { ProductStatus } from '../../db/schema/products';

/**
 * The file's columns, in the order the export writes them; an import finds them by header name (any order,
 * any case). One row per SKU, carrying its product's columns: rows of one product repeat them.
 */
export const catalogueColumns = [
  'product_id',
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

/** One SKU with its product, as the database holds it: money in fen. */
export type CatalogueRecord = {
  productId: number;
  categoryId: number;
  brand: string;
  name: LocalizedText;
  summary: LocalizedText;
  casNumber: string | null;
  formula: string | null;
  status: ProductStatus;
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

export type CellValue = string | number | boolean | null;

/** Yuan with two decimals, as text (never a float's 12.300000001). */
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A record as the cells of one file row, in `catalogueColumns` order. */
export function toCells(r: CatalogueRecord): CellValue[] {
  return [
    r.productId,
    r.categoryId,
    r.brand,
    ...languages.map((lang) => r.name[lang]),
    ...languages.map((lang) => r.summary[lang]),
    r.casNumber,
    r.formula,
    r.status,
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
}
