import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { GoodsCard, GoodsKind, MallCategory, Page } from '../../../lib/mall-types';

export const GOODS_PAGE_SIZE = 12;
export const GOODS_SORTS = ['default', 'pointsAsc', 'pointsDesc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export interface GoodsFilter { categoryId: number | null; kind: GoodsKind | null; sort: GoodsSort; page: number }

/** The filter as the URL keeps it (`?categoryId=&kind=&sort=&page=`); anything unknown falls back to the default. */
export function readFilter(search: URLSearchParams): GoodsFilter {
  const num = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const kind = search.get('kind');
  const sort = search.get('sort') as GoodsSort | null;
  return {
    categoryId: num('categoryId'),
    kind: kind === 'physical' || kind === 'coupon' ? kind : null,
    sort: sort && GOODS_SORTS.includes(sort) ? sort : 'default',
    page: num('page') ?? 1,
  };
}

/** GET /api/points-mall/products: one page of goods on sale. */
export const goodsPageQuery = (filter: GoodsFilter): Query<Page<GoodsCard>> => ({
  key: `points-goods-page|${filter.categoryId ?? ''}|${filter.kind ?? ''}|${filter.sort}|${filter.page}`,
  load: async (signal) => {
    const params = { ...(filter.categoryId ? { categoryId: filter.categoryId } : {}), ...(filter.kind ? { kind: filter.kind } : {}), sort: filter.sort, page: filter.page, pageSize: GOODS_PAGE_SIZE };
    return (await apiGet<Page<GoodsCard>>('/api/points-mall/products', params, signal ? { signal } : undefined)).data;
  },
});

/** GET /api/points-mall/categories. */
export const categoriesQuery: Query<MallCategory[]> = {
  key: 'points-categories',
  load: async (signal) => (await apiGet<MallCategory[]>('/api/points-mall/categories', undefined, signal ? { signal } : undefined)).data,
};
