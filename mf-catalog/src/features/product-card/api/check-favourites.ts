import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** GET /api/favourites/check?productIds=1,2,3 (at most 100): which of these products the shopper has hearted. */
export async function checkFavourites(productIds: number[]): Promise<number[]> {
  const body = await apiGet<{ favourited: number[] }>('/api/favourites/check', { productIds: productIds.join(',') });
  if (body.code !== CODE_OK || !Array.isArray(body.data?.favourited)) throw body;
  return body.data.favourited;
}
