import { languages, type LocalizedText } from '../../i18n/language';

export type SearchTextSource = {
  name: Partial<LocalizedText>;
  brand: string;
  casNumber?: string | null;
  formula?: string | null;
  skuCodes: readonly string[];
  /** The names of the product's sub-category, so "隔膜" also finds every separator. */
  categoryName?: Partial<LocalizedText>;
};

/**
 * The `products.search_text` column: every spelling a shopper may type (names in the four languages,
 * brand, CAS number, formula, SKU codes, sub-category names), lower-cased, each once, joined by spaces.
 * Whoever writes a product or its SKUs rebuilds it with this, so one trigram index serves every language.
 */
export function buildSearchText(source: SearchTextSource): string {
  const parts = [
    ...languages.map((lang) => source.name[lang]),
    source.brand,
    source.casNumber,
    source.formula,
    ...source.skuCodes,
    ...languages.map((lang) => source.categoryName?.[lang]),
  ];
  const words = parts.map((part) => (part ?? '').trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean);
  return [...new Set(words)].join(' ');
}
