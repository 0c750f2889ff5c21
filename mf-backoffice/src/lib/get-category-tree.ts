import { staffGet } from './staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from './localized';

export interface CategoryNode {
  id: number;
  /** null for a top category. */
  parentId: number | null;
  sort: number;
  icon: string;
  name: Localized;
  productCount: number;
  children: CategoryNode[];
}

/** GET /api/backoffice/catalogue/categories (catalogue): the whole tree, names in every language. */
export async function getCategoryTree() {
  return staffGet<CategoryNode[]>('/api/backoffice/catalogue/categories');
}

/** `version` changes after a write, so the tree is asked for again. */
export const useCategoryTree = (version = 0) => useRequest(`backoffice-categories|${version}`, getCategoryTree);

/** Every category with its depth, parents before children (for pickers and filters). */
export function flattenTree(nodes: CategoryNode[] | undefined, depth = 0): Array<{ node: CategoryNode; depth: number }> {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}
