import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import { appStore } from '@labmall/shared/store/app-store';
import type { Banner, ProductCard } from './home-types';

export interface HomeMulti {
  metaKeyword: string;
  carousel: Banner[];
  serviceImages: Banner[];
  recommended: ProductCard[];
  newProducts: ProductCard[];
}

/**
 * GET /api/newrecommend/multi: everything the home page shows in one call. The answer goes into the store's
 * home slice (spec §3), so a return to the home page paints at once while it refreshes.
 */
export async function getHomeMulti(): Promise<HomeMulti> {
  const envelope = await apiGet<HomeMulti>('/api/newrecommend/multi');
  // The client also resolves "500 Business Failed" (spec §8); for a read that is a failure.
  if (envelope.code !== CODE_OK) throw envelope;
  const data = envelope.data;
  appStore.getState().setHomeData({
    metaKeyword: data.metaKeyword ?? '',
    carouselData: data.carousel ?? [],
    serviceImgData: data.serviceImages ?? [],
    recommendData: data.recommended ?? [],
    newProductData: data.newProducts ?? [],
  });
  return data;
}
