import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export const GOODS_SORTS = ['sort', 'code', 'points', 'stock', 'updatedAt'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** The list's state: all of it lives in the URL query, so reload and back keep it. */
export interface GoodsQuery { page: number; pageSize: number; sort: GoodsSort; order: 'asc' | 'desc'; q: string; onSale: '' | 'true' | 'false' }

export interface GoodsRow {
  id: number; code: string; kind: 'physical' | 'coupon'; name: Localized; points: number; stock: number;
  perAccountLimit: number; onSale: boolean; featured: boolean; version: string;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readGoodsQuery(search: URLSearchParams): GoodsQuery {
  const sort = search.get('sort') as GoodsSort;
  const pageSize = positive(search.get('pageSize'), 20);
  const onSale = search.get('onSale');
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: GOODS_SORTS.includes(sort) ? sort : 'sort',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    q: search.get('q') ?? '',
    onSale: onSale === 'true' || onSale === 'false' ? onSale : '',
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function goodsParams(query: GoodsQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.onSale) params.onSale = query.onSale;
  return params;
}

/** GET /api/backoffice/points/goods/list (points): one page of the points goods, sorted and filtered by the server. */
export const getPointsGoods = (query: GoodsQuery) =>
  staffGet<{ items: GoodsRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/points/goods/list', goodsParams(query));

export const usePointsGoods = (query: GoodsQuery) => useRequest(`backoffice-points-goods|${new URLSearchParams(goodsParams(query))}`, () => getPointsGoods(query));
