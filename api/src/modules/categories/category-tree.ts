import { localize, type Lang } from '../../i18n/language';
import type { StoredCategory } from './repository';
import type { Category, CountedCategory } from './schemas';

export type StoredTop = StoredCategory & { children: StoredCategory[] };
export type StoredTree = StoredTop[];
/** On-sale products filed directly under each category id. */
export type DirectCounts = Map<number, number>;

export function buildTree(rows: StoredCategory[]): StoredTree {
  const tops = rows.filter((row) => row.parentId === null);
  return tops.map((top) => ({ ...top, children: rows.filter((row) => row.parentId === top.id) }));
}

export const localized = (row: StoredCategory, lang: Lang): Category => ({
  id: row.id,
  parentId: row.parentId ?? 0,
  name: localize(row.name, lang),
  icon: row.icon,
  sort: row.sort,
});

/** A category with the products of its own and of its sub-categories (a top's products sit in its subs). */
export function counted(row: StoredCategory, lang: Lang, direct: DirectCounts, children: StoredCategory[] = []): CountedCategory {
  const own = direct.get(row.id) ?? 0;
  return { ...localized(row, lang), productCount: children.reduce((sum, child) => sum + (direct.get(child.id) ?? 0), own) };
}

/** A category of the tree with its top category (itself for a top) and its children (none for a sub). */
export function findInTree(tree: StoredTree, id: number): { node: StoredCategory; top: StoredTop; children: StoredCategory[] } | undefined {
  for (const top of tree) {
    if (top.id === id) return { node: top, top, children: top.children };
    const node = top.children.find((child) => child.id === id);
    if (node) return { node, top, children: [] };
  }
  return undefined;
}
