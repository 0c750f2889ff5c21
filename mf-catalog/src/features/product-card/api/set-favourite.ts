import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** POST /api/favourites/add or /remove `{ productId }`; both are idempotent, so a retry never flips the heart. */
export async function setFavourite(productId: number, favourited: boolean): Promise<void> {
  const body = await apiPost<{ favourited: boolean }>(favourited ? '/api/favourites/add' : '/api/favourites/remove', { productId });
  if (body.code !== CODE_OK) throw body;
}
