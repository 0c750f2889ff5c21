import type { Lang } from '../../i18n/language';
import { toProductCard } from '../products/product-card';
import { counted, localized } from './category-tree';
import type { CategoryService } from './service';
import type { RankingRepository } from '../products/ranking-repository';
import type { CategoryStatsRepository } from './stats-repository';

const FEATURED_PER_TOP = 3;
const BRANDS_PER_TOP = 6;

/** Rows grouped by top category id, keeping at most `limit` of each (rows come ordered within a group). */
function groupByTop<T extends { topId: number }>(rows: T[], limit: number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.topId);
    const group = groups.get(id) ?? [];
    if (group.length < limit) group.push(row);
    groups.set(id, group);
  }
  return groups;
}

/**
 * The category pages' overviews (category grid, the PC "all categories" panel): the cached tree plus
 * figures from the products, each loaded by one grouped query over the whole catalogue.
 */
// Featured cards are the best sellers the rankings call ranks: one query, kept in the products module.
export function createCategoryShowcase(categories: CategoryService, stats: CategoryStatsRepository, rankings: RankingRepository) {
  return {
    async grid(lang: Lang) {
      const [tree, direct, featured] = await Promise.all([categories.tree(), categories.counts(), rankings.bestSellers(FEATURED_PER_TOP)]);
      const cards = groupByTop(featured, FEATURED_PER_TOP);
      const now = Date.now();
      return tree.map((top) => ({
        ...counted(top, lang, direct, top.children),
        children: top.children.map((child) => counted(child, lang, direct)),
        featured: (cards.get(top.id) ?? []).map((row) => toProductCard(row, lang, now)),
      }));
    },
    async all(lang: Lang) {
      const [tree, direct, brandRows] = await Promise.all([categories.tree(), categories.counts(), stats.brandsByTop()]);
      const brands = groupByTop(brandRows, BRANDS_PER_TOP);
      return tree.map((top) => ({
        ...localized(top, lang),
        children: top.children.map((child) => counted(child, lang, direct)),
        brands: (brands.get(top.id) ?? []).map(({ id, name }) => ({ id, name })),
      }));
    },
  };
}
