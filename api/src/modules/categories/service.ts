import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { cachedValue } from '../../lib/cached-value';
import { catalogueGenerationNow } from '../../lib/response-cache';
import { buildTree, counted, findInTree, localized, type DirectCounts } from './category-tree';
import type { CategoryRepository } from './repository';
import type { Category, CategoryWithChildren, CountedCategory } from './schemas';
import type { CategoryStatsRepository } from './stats-repository';

/**
 * Categories are read on every page (header menu) and almost never written, so the tree is cached in
 * memory until the catalogue's generation moves: the console's category edits call `invalidateCatalogue()`,
 * which every replica hears (plugins/catalogue-sync.ts).
 */
export function createCategoryService(repository: CategoryRepository, stats: CategoryStatsRepository) {
  const tree = cachedValue(async () => buildTree(await repository.listAll()), catalogueGenerationNow);
  // Counts follow product writes made elsewhere: read fresh, the routes cache whole answers instead.
  const counts = async (): Promise<DirectCounts> => {
    const rows = await stats.productCounts();
    return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
  };

  return {
    tree: () => tree.get(),
    counts,
    async topCategories(lang: Lang): Promise<Category[]> {
      return (await tree.get()).map((top) => localized(top, lang));
    },
    async categoryTree(lang: Lang): Promise<CategoryWithChildren[]> {
      return (await tree.get()).map((top) => ({
        ...localized(top, lang),
        children: top.children.map((child) => localized(child, lang)),
      }));
    },
    /** Children of a category (0: the top categories); a sub-category has none. */
    async children(parentId: number, lang: Lang): Promise<Category[]> {
      const all = await tree.get();
      if (parentId === 0) return all.map((top) => localized(top, lang));
      const found = findInTree(all, parentId);
      if (!found) throw notFound();
      return found.children.map((child) => localized(child, lang));
    },
    async productCategory(id: number, lang: Lang) {
      const found = findInTree(await tree.get(), id);
      if (!found) throw notFound();
      const direct = await counts();
      const path = found.top === found.node ? [found.top] : [found.top, found.node];
      return {
        category: localized(found.node, lang),
        path: path.map((row) => localized(row, lang)),
        children: found.children.map((child): CountedCategory => counted(child, lang, direct)),
      };
    },
    invalidate: tree.invalidate,
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
