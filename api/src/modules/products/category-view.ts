import { localize, type Lang, type LocalizedText } from '../../i18n/language';
import type { Category } from '../categories/schemas';

export type StoredCategoryRow = { id: number; parentId: number | null; name: LocalizedText; icon: string; sort: number };

/** A stored category as the shop shows it (the same shape as the categories module answers). */
export const toCategory = (row: StoredCategoryRow, lang: Lang): Category => ({
  id: row.id,
  parentId: row.parentId ?? 0,
  name: localize(row.name, lang),
  icon: row.icon,
  sort: row.sort,
});
