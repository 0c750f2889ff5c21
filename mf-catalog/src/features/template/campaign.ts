/**
 * The campaign this landing page runs: which categories it features (fixed seed ids, see api/src/db/seed) and
 * which i18n texts describe them. Changing the campaign means editing this list and the catalog.template texts.
 */
export const HIGHLIGHTS = [
  { categoryId: 8, key: 'electrode' },
  { categoryId: 9, key: 'electrolyte' },
  { categoryId: 7, key: 'assembly' },
  { categoryId: 6, key: 'gloveBox' },
] as const;

export type HighlightKey = (typeof HIGHLIGHTS)[number]['key'];

/** Battery experiments: the best sellers shown when the link names no category. */
export const DEFAULT_CATEGORY_ID = 1;

/** The categories whose best sellers the product block can switch between. */
export const PRODUCT_CATEGORY_IDS = [DEFAULT_CATEGORY_ID, ...HIGHLIGHTS.map((h) => h.categoryId)];

/** `?categoryId=` as a positive integer, else the default (a hand-edited value must not break the page). */
export function parseCategoryId(value: string | null): number {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : DEFAULT_CATEGORY_ID;
}
