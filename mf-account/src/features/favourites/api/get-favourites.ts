import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ProductCardData } from '@labmall/shared/catalog/types';

export interface FavouritesPage {
  items: Array<{ addedAt: string; product: ProductCardData }>;
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/favourites/list?page=&pageSize=: the hearted products, newest first. */
export async function getFavourites(page: number, pageSize = 20): Promise<FavouritesPage> {
  const body = await apiGet<FavouritesPage>('/api/favourites/list', { page, pageSize });
  if (body.code !== CODE_OK || !Array.isArray(body.data?.items)) throw body;
  return body.data;
}
