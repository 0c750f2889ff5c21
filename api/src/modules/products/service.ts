import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { filterWhere, sortOrder, type ListFilter } from './filter-sql';
import { keywordOf } from './keyword-sql';
import { toProductCard, type ProductCard, type ProductCardRow } from './product-card';
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
      // The facets count what the shopper could pick next: with no brand or price chosen, the list's own matches.
      const facetsOfTheList = !filter.brandIds && filter.minPriceFen === undefined && filter.maxPriceFen === undefined;
      const facets = () => Promise.all([repository.brandFacets(filter), repository.priceFacet(filter)]);
      const relevanceListing = async () => {
        // The matches are read once (relevance-page.ts): a common word matches thousands at 100k products.
        const [summary, ownFacets] = await Promise.all([repository.relevanceSummary(where, keyword!, offset + input.pageSize), facetsOfTheList ? undefined : facets()]);
        const rows = await repository.cardsOf(await repository.pageOf(keyword!, summary.head, input.pageSize, offset));
        return [rows, summary.total, ownFacets ?? [summary.brands, summary.price]] as const;
      };
      // Index scans of products_listed_category_idx and friends: the row holds the lowest price and stock.
      const plainListing = () => Promise.all([repository.cards(where, sortOrder(sort, keyword), input.pageSize, offset), repository.total(where), facets()]);
      const [rows, total, [brands, price]] = keyword && sort === 'relevance' ? await relevanceListing() : await plainListing();
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
