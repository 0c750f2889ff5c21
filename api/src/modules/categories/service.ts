import { localize, type Lang } from '../../i18n/language';
import { cachedValue } from '../../lib/cached-value';
import type { CategoryRepository, StoredCategory } from './repository';
import type { Category, CategoryWithChildren } from './schemas';

type StoredTree = Array<StoredCategory & { children: StoredCategory[] }>;

function buildTree(rows: StoredCategory[]): StoredTree {
  const tops = rows.filter((row) => row.parentId === null);
  return tops.map((top) => ({ ...top, children: rows.filter((row) => row.parentId === top.id) }));
}

const localized = (row: StoredCategory, lang: Lang): Category => ({
  id: row.id,
  parentId: row.parentId ?? 0,
  name: localize(row.name, lang),
  icon: row.icon,
  sort: row.sort,
});

/**
 * Categories are read on every page (header menu) and almost never written, so the tree is cached in
 * memory. Every write to categories must go through this service and call `invalidate()`.
 */
export function createCategoryService(repository: CategoryRepository) {
  const tree = cachedValue(async () => buildTree(await repository.listAll()));
  return {
    async topCategories(lang: Lang): Promise<Category[]> {
      return (await tree.get()).map((top) => localized(top, lang));
    },
    async categoryTree(lang: Lang): Promise<CategoryWithChildren[]> {
      return (await tree.get()).map((top) => ({
        ...localized(top, lang),
        children: top.children.map((child) => localized(child, lang)),
      }));
    },
    invalidate: tree.invalidate,
  };
}
