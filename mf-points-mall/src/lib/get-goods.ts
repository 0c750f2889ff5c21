import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { GoodsDetail } from './mall-types';
import { pageErrorOf } from './page-error-of';

/** GET /api/points-mall/product?id=: one good with its current price; used by the product and confirm pages. */
export async function getGoods(id: number, signal?: AbortSignal): Promise<GoodsDetail> {
  return (await apiGet<GoodsDetail>('/api/points-mall/product', { id }, signal ? { signal } : undefined)).data;
}

/** The good as a page query: a 404 becomes the page's 404 (on the server too). */
export const goodsQuery = (id: number): Query<GoodsDetail> => ({
  key: `points-goods|${id}`,
  load: (signal) => getGoods(id, signal).catch((error: unknown) => {
    throw pageErrorOf(error) ?? error;
  }),
});
