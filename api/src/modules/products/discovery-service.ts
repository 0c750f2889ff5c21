import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { localized as toCategory } from '../categories/category-tree';
import type { ExposureRepository } from './exposure-repository';
import { keywordOf } from './keyword-sql';
import { toProductCard } from './product-card';
import type { RankingRepository } from './ranking-repository';
import type { Ranking, Suggestions } from './response-schemas';
import type { ExposuresInput } from './schemas';
import type { SuggestRepository } from './suggest-repository';
import { isLotNumber, normaliseLot } from '../product-safety/lot-number';
import type { SafetyRepository } from '../product-safety/repository';

/** The shop's day (China time, UTC+8, no daylight saving): exposure counters roll over at local midnight. */
export const shopDay = (time = Date.now()) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

type Deps = { rankings: RankingRepository; suggestions: SuggestRepository; exposures: ExposureRepository; lots: Pick<SafetyRepository, 'findLot'> };

/** Rankings, search suggestions and exposure counting: the ways shoppers find products besides lists. */
export function createDiscoveryService({ rankings, suggestions, exposures, lots }: Deps) {
  return {
    async ranking(categoryId: number | undefined, limit: number, lang: Lang): Promise<Ranking> {
      const [tops, rows] = await Promise.all([rankings.topCategories(categoryId), rankings.bestSellers(limit, categoryId)]);
      // Only a top category has a ranking; a sub-category's id is as unknown here as a made-up one.
      if (categoryId !== undefined && tops.length === 0) throw notFound();
      const now = Date.now();
      return tops.map((top) => ({
        category: toCategory(top, lang),
        items: rows.filter((row) => row.topId === top.id).map((row) => toProductCard(row, lang, now)),
      }));
    },

    async suggest(raw: string, lang: Lang): Promise<Suggestions> {
      const keyword = keywordOf(raw);
      const lotNumber = normaliseLot(raw);
      const [products, categories, brands, lot] = await Promise.all([
        suggestions.products(keyword, 8),
        suggestions.categories(keyword, 5),
        suggestions.brands(keyword, 5),
        isLotNumber(lotNumber) ? lots.findLot(lotNumber) : undefined,
      ]);
      return {
        products: products.map((row) => ({
          id: row.id,
          name: localize(row.name, lang),
          image: row.images[0] ?? '',
          match: row.match,
          ...(row.match === 'sku' && row.skuCode ? { skuCode: row.skuCode } : {}),
        })),
        categories: categories.map((row) => toCategory(row, lang)),
        brands,
        certificates: lot ? [{ lotNumber: lot.lot.lotNumber, productName: localize(lot.product.name, lang) }] : [],
      };
    },

    /** Counts every occurrence (a product shown twice counts twice); ids naming no product are returned. */
    async recordExposures({ productIds, source }: ExposuresInput) {
      const known = await exposures.knownIds([...new Set(productIds)]);
      const counts = new Map<number, number>();
      const unknownIds = new Set<number>();
      for (const id of productIds) {
        if (known.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
        else unknownIds.add(id);
      }
      await exposures.add(counts, source, shopDay());
      const recorded = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return { recorded, unknownIds: [...unknownIds] };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
