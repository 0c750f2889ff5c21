import { localize, type Lang } from '../../i18n/language';
import { toProductCard } from '../products/product-card';
import type { HomeRepository } from './repository';
import type { Home } from './schemas';

const CARDS_PER_ROW = 8;

type StoredBanner = Awaited<ReturnType<HomeRepository['banners']>>[number];

const localizedBanner = (row: StoredBanner, lang: Lang) => ({
  id: row.id,
  title: localize(row.title, lang),
  subtitle: localize(row.subtitle, lang),
  image: row.image,
  link: row.link,
});

/** Reads fresh on every call; the routes keep whole answers in the catalogue response cache. */
export function createHomeService(repository: HomeRepository) {
  const hotWords = async (lang: Lang) =>
    (await repository.hotWords()).map((row) => localize(row.word, lang)).filter((word) => word.trim() !== '');

  return {
    hotWords,
    async home(lang: Lang): Promise<Home> {
      const [banners, words, tops, recommended, newest] = await Promise.all([
        repository.banners(),
        hotWords(lang),
        repository.topCategoryNames(),
        repository.recommended(CARDS_PER_ROW),
        repository.newest(CARDS_PER_ROW),
      ]);
      const now = Date.now();
      const keywords = [...words, ...tops.map((row) => localize(row.name, lang))];
      const byKind = (kind: StoredBanner['kind']) =>
        banners.filter((row) => row.kind === kind).map((row) => localizedBanner(row, lang));
      return {
        // Commas inside a word would split it in <meta keywords>; duplicates add nothing.
        metaKeyword: [...new Set(keywords.map((word) => word.replaceAll(',', ' ').trim()).filter(Boolean))].join(','),
        carousel: byKind('carousel'),
        serviceImages: byKind('service'),
        recommended: recommended.map((row) => toProductCard(row, lang, now)),
        newProducts: newest.map((row) => toProductCard(row, lang, now)),
      };
    },
  };
}
