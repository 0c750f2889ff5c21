import { useRequest } from '@labmall/shared/hooks/use-request';
import { listParams, readListPaging, type ListPaging } from '../../../lib/list-query';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export const GOODS_SORTS = ['sort', 'code', 'points', 'stock', 'updatedAt'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** The list's state: all of it lives in the URL query, so reload and back keep it. */
export interface GoodsQuery extends ListPaging<GoodsSort> { q: string; onSale: '' | 'true' | 'false' }

export interface GoodsRow {
  id: number; code: string; kind: 'physical' | 'coupon'; name: Localized; points: number; stock: number;
  perAccountLimit: number; onSale: boolean; featured: boolean; version: string;
}

export function readGoodsQuery(search: URLSearchParams): GoodsQuery {
  const onSale = search.get('onSale');
  return {
    // The order staff gave the goods (their `sort`), first to last, unless the URL names another.
    ...readListPaging(search, GOODS_SORTS, 'sort', 'asc'),
    q: search.get('q') ?? '',
    onSale: onSale === 'true' || onSale === 'false' ? onSale : '',
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const goodsParams = (query: GoodsQuery) => listParams(query, ['q', 'onSale']);

/** GET /api/backoffice/points/goods/list (points): one page of the points goods, sorted and filtered by the server. */
export const getPointsGoods = (query: GoodsQuery) =>
  staffGet<{ items: GoodsRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/points/goods/list', goodsParams(query));

export const usePointsGoods = (query: GoodsQuery) => useRequest(`backoffice-points-goods|${new URLSearchParams(goodsParams(query))}`, () => getPointsGoods(query));
