/** What a rule's or coupon's scope needs to know about a line: its sub-category and top category. */
export type CategorizedLine = { categoryId: number; topCategoryId: number };

/** A scope of top or sub-category ids; null covers every product. */
export const inCategories = (categoryIds: readonly number[] | null, line: CategorizedLine): boolean =>
  categoryIds === null || categoryIds.includes(line.categoryId) || categoryIds.includes(line.topCategoryId);
