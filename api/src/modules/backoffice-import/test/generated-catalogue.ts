import type { Rng } from '../../../db/seed/products/prng';
import { languages, type LocalizedText } from '../../../i18n/language';
import type { CatalogueClient } from '../../backoffice-catalogue/test-client';
import type { ProductColumns } from '../columns';

/**
 * Test helper (no test itself): products and SKUs holding the texts that once broke the catalogue file's round
 * trip, saved through the console's own product/save and sku/save, so the database holds what a console save keeps.
 */
const pieces = [
  // The four scripts, and astral characters (emoji, a ZWJ sequence, a flag, CJK extension B, a musical symbol).
  '氯化钠', '无水乙醇', 'Sodium chloride', 'Ästhetik ß', 'カタカナ', 'ひらがな', 'ｶﾀｶﾅ', '나트륨', '한국어', '😀', '🧪', '👩‍🔬', '🇨🇳', '𠀋', '𝄞',
  // What splits or ends a CSV cell: delimiters, quotes, line breaks.
  ',', ';', '\t', '"', "'", '""', '“”', '\n', '\r\n', '\r', '\u2028',
  // Spaces inside a text (the save trims only its ends).
  ' ', '  ', '\u00A0', '\u3000', '\u200B', '\uFEFF',
  // XML, and the XLSX escape itself.
  '<b>', '&amp;', ']]>', '_x0041_', '_x005F_', '_xABCD',
  // Characters XML 1.0 cannot carry or discourages (the console saves them in names and specs).
  '\u0001', '\u0007', '\u000B', '\u001F', '\u007F', '\u0085', '\u009F', '\uFFFD', '\uFFFE', '\uFDD0', '\u{1FFFE}',
  // What a spreadsheet or a database reads as something else.
  '\\N', 'NULL', '#N/A',
];
/** Whole texts a reader could take for a number, a date or a boolean. */
const lookalikes = ['0012', '1e5', '-0', '1,234.50', '12.30', 'TRUE', 'false', '2024-01-01', '3/4', 'NaN', '0x1F', '+86 21', '1E-3'];
const formulaStarts = ['=', '+', '-', '@'];

/** At most `max` UTF-16 units (the save's limit), cut between characters, and trimmed as the save trims. */
function fit(text: string, max: number): string {
  let cut = '';
  for (const char of text.trim()) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut.trim() || 'x';
}

/**
 * A text as the console stores it: a few pieces, or a lookalike, sometimes behind a formula character with `'`s
 * before it (what the CSV guard must give back exactly).
 */
export function catalogueText(rng: Rng, max: number): string {
  let text = rng.chance(0.15) ? rng.pick(lookalikes) : Array.from({ length: rng.int(1, 6) }, () => rng.pick(pieces)).join('');
  if (rng.chance(0.35)) text = `${"'".repeat(rng.int(0, 3))}${rng.pick(formulaStarts)}${text}`;
  return fit(text, max);
}

const localized = (rng: Rng, max: number) => Object.fromEntries(languages.map((lang) => [lang, catalogueText(rng, max)])) as LocalizedText;
/** What staff might type around a text: the save drops it. */
const padded = (rng: Rng, text: string) => (rng.chance(0.2) ? ` ${text}\u3000` : text);
const paddedAll = (rng: Rng, text: LocalizedText) => Object.fromEntries(languages.map((lang) => [lang, padded(rng, text[lang])]));

export type StoredSku = { code: string; spec: LocalizedText; packageSize: string; purity: string | null; price: number; marketPrice: number | null; maxPerOrder: number; onSale: boolean; stock: number };
/** A product as the console's product call answers it after the saves (brand: as typed, any case). */
export type StoredProduct = ProductColumns & { id: number; skus: StoredSku[] };

function generatedSku(rng: Rng, code: string): StoredSku {
  const price = rng.int(1, 1_000_000_000) / 100;
  return {
    code,
    spec: localized(rng, 200),
    packageSize: catalogueText(rng, 40),
    purity: rng.chance(0.3) ? null : catalogueText(rng, 24),
    price,
    marketPrice: rng.chance(0.5) ? null : price,
    maxPerOrder: rng.int(1, 9_999),
    onSale: rng.chance(0.7),
    stock: rng.chance(0.5) ? 0 : rng.int(1, 1_000_000),
  };
}

/**
 * `count` products (zero to three SKUs each) saved through the console as `staff`, under `categoryIds`. Returns what
 * each now holds; the SKU codes start with `prefix` (unique per call).
 */
export async function saveGeneratedCatalogue(staff: CatalogueClient, rng: Rng, categoryIds: readonly number[], count: number, prefix: string): Promise<StoredProduct[]> {
  const saved: StoredProduct[] = [];
  for (let p = 0; p < count; p++) {
    const product = {
      categoryId: rng.pick(categoryIds),
      brand: catalogueText(rng, 80),
      name: localized(rng, 200),
      summary: localized(rng, 500),
      casNumber: rng.pick([null, '7732-18-5', '7647-14-5', '64-17-5']),
      // The save refuses control characters in a formula.
      formula: rng.chance(0.3) ? null : fit(catalogueText(rng, 64).replace(/\p{Cc}/gu, ''), 64),
      status: rng.pick(['on_sale', 'off_sale'] as const),
    };
    const { id } = await staff.data<{ id: number }>('POST', 'product/save', {
      ...product,
      brand: padded(rng, product.brand),
      name: paddedAll(rng, product.name),
      summary: paddedAll(rng, product.summary),
      description: product.name,
      specs: [],
      images: [],
    });
    const skus = Array.from({ length: rng.int(0, 3) }, (_, s) => generatedSku(rng, `${prefix}-${p}.${s}/${rng.pick(['A', 'B_1', '0'])}`));
    for (const [sort, sku] of skus.entries()) {
      const { stock, ...fields } = sku;
      const body = { ...fields, productId: id, sort, spec: paddedAll(rng, sku.spec), packageSize: padded(rng, sku.packageSize) };
      const { id: skuId } = await staff.data<{ id: number }>('POST', 'sku/save', body);
      if (stock > 0) await staff.data('POST', 'sku/stock', { skuId, delta: stock, reason: 'counted' });
    }
    saved.push({ id, ...product, skus });
  }
  return saved;
}
