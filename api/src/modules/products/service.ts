import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { filterWhere, sortOrder, type ListFilter } from './filter-sql';
import { keywordOf } from './keyword-sql';
import { toProductCard, type ProductCard, type ProductCardRow } from './product-card';
import type { Candidate } from './relevance-page';
import type { ProductRepository } from './repository';
import type { ProductPage } from './response-schemas';
import type { ProductPageInput } from './schemas';

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Card lists: the filtered list with its facets, related products, new and recommended products. */
export function createProductService(repository: ProductRepository) {
  const toCards = (rows: ProductCardRow[], lang: Lang): ProductCard[] => {
    const now = Date.now();
    return rows.map((row) => toProductCard(row, lang, now));
  };

  const placeOf = async (id: number) => {
    const place = await repository.placeOf(id);
    if (!place) throw notFound();
    return place;
  };

  return {
    async page(input: ProductPageInput, lang: Lang): Promise<ProductPage> {
      const filter: ListFilter = {
        ...(input.keyword ? { keyword: await repository.withTypos(keywordOf(input.keyword)) } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(input.brandIds ? { brandIds: input.brandIds } : {}),
        ...(input.minPrice !== undefined ? { minPriceFen: yuanToFen(input.minPrice) } : {}),
        ...(input.maxPrice !== undefined ? { maxPriceFen: yuanToFen(input.maxPrice) } : {}),
        ...(input.inStock ? { inStock: true } : {}),
      };
      const sort = input.sort ?? (filter.keyword ? 'relevance' : 'sales');
      const where = filterWhere(filter);
      const offset = (input.page - 1) * input.pageSize;
      const { keyword } = filter;
      // A keyword search ranked by relevance, no brand or price chosen: its matches are read once, and the page,
      // the total and both facets come from them (matching a common word is the costly part at 100k products).
      const fromMatches = keyword && sort === 'relevance' && !filter.brandIds && filter.minPriceFen === undefined && filter.maxPriceFen === undefined;
      // The same for a list without keyword in sales or price order: a category of thousands is read once.
      const fromListed = !keyword && sort !== 'newest' && !filter.brandIds && filter.minPriceFen === undefined && filter.maxPriceFen === undefined;
      const queries = repository;
      const [rows, total, brands, price] = await (async () => {
        if (fromListed) {
          const listed = await queries.listed(where);
          const facets = await queries.facetsOf(listed);
          const order =
            sort === 'price_asc'
              ? (a: Candidate, b: Candidate) => a.price - b.price || a.id - b.id
              : sort === 'price_desc'
                ? (a: Candidate, b: Candidate) => b.price - a.price || a.id - b.id
                : (a: Candidate, b: Candidate) => b.sales - a.sales || a.id - b.id;
          const ids = [...listed].sort(order).slice(offset, offset + input.pageSize).map((c) => c.id);
          return [await queries.cardsOf(ids), listed.length, facets.brands, facets.price] as const;
        }
        if (fromMatches) {
          const matches = await queries.relevanceCandidates(where, keyword);
          const [cards, facets] = await Promise.all([queries.pageOf(keyword, matches, input.pageSize, offset).then(queries.cardsOf), queries.facetsOf(matches)]);
          return [cards, matches.length, facets.brands, facets.price] as const;
        }
        return Promise.all([
          sort === 'relevance' && keyword
            ? queries.relevanceCandidates(where, keyword).then((matches) => queries.pageOf(keyword, matches, input.pageSize, offset)).then(queries.cardsOf)
            : queries.cards(where, sortOrder(sort, keyword), input.pageSize, offset),
          queries.total(where),
          queries.brandFacets(filter),
          queries.priceFacet(filter),
        ]);
      })();
      return {
        items: toCards(rows, lang),
        total,
        page: input.page,
        pageSize: input.pageSize,
        facets: { brands, price: { min: fenToYuan(price.min), max: fenToYuan(price.max) } },
      };
    },

    async same(id: number, limit: number, lang: Lang) {
      const { categoryId } = await placeOf(id);
      return toCards(await repository.same(id, categoryId, limit), lang);
    },

    async like(id: number, limit: number, lang: Lang) {
      const { topId } = await placeOf(id);
      return toCards(await repository.like(id, topId, limit), lang);
    },

    async collocations(id: number, lang: Lang) {
      await placeOf(id);
      return toCards(await repository.collocations(id), lang);
    },

    async newProducts(page: number, pageSize: number, lang: Lang): Promise<Paged<ProductCard>> {
      const where = filterWhere({});
      const [rows, total] = await Promise.all([
        repository.cards(where, sortOrder('newest', undefined), pageSize, (page - 1) * pageSize),
        repository.total(where),
      ]);
      return { items: toCards(rows, lang), total, page, pageSize };
    },

    async recommended(page: number, pageSize: number, lang: Lang): Promise<Paged<ProductCard>> {
      const [rows, total] = await Promise.all([
        repository.recommended(pageSize, (page - 1) * pageSize),
        repository.recommendedTotal(),
      ]);
      return { items: toCards(rows, lang), total, page, pageSize };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
