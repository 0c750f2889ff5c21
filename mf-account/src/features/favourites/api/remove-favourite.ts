import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** POST /api/favourites/remove `{ productId }` (idempotent). */
export async function removeFavourite(productId: number): Promise<void> {
  const body = await apiPost('/api/favourites/remove', { productId });
  if (body.code !== CODE_OK) throw body;
}
