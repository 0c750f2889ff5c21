import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Query } from '@labmall/shared/data/query';
import type { Banner, ProductCard } from './home-types';

export interface HomeMulti {
  metaKeyword: string;
  carousel: Banner[];
  serviceImages: Banner[];
  recommended: ProductCard[];
  newProducts: ProductCard[];
}

/** GET /api/newrecommend/multi: everything the home page shows in one call. */
export async function getHomeMulti(signal?: AbortSignal): Promise<HomeMulti> {
  const envelope = await apiGet<HomeMulti>('/api/newrecommend/multi', undefined, signal ? { signal } : undefined);
  // The client also resolves "500 Business Failed" (spec §8); for a read that is a failure.
  if (envelope.code !== CODE_OK) throw envelope;
  const data = envelope.data;
  return {
    metaKeyword: data.metaKeyword ?? '',
    carousel: data.carousel ?? [],
    serviceImages: data.serviceImages ?? [],
    recommended: data.recommended ?? [],
    newProducts: data.newProducts ?? [],
  };
}

export const homeMultiQuery: Query<HomeMulti> = { key: 'home', load: getHomeMulti };
