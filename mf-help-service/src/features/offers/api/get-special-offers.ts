import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';

/** Money is yuan with two decimals (docs/help-service-api.md "Special offers"). */
export interface OfferItem { productId: number; skuId: number; name: string; spec: string; image: string; price: number; listPrice: number; percentOff: number }
export interface OfferActivity { id: number; name: string; kind: string; endsAt: string; items: OfferItem[] }
/** An open activity form staff list on the page (the console's Activity forms); `link` is a shop path without language. */
export interface OfferForm { formId: string; type: string; title: string; intro: string; link: string }
export interface SpecialOffers { serverTime: string; activities: OfferActivity[]; forms: OfferForm[] }

/** GET /api/activity/special-offers: running sales activities with the SKUs they sell below list price, and forms to join. */
export async function getSpecialOffers(signal?: AbortSignal): Promise<SpecialOffers> {
  return (await apiGet<SpecialOffers>('/api/activity/special-offers', undefined, signal ? { signal } : undefined)).data;
}

export const specialOffersQuery: Query<SpecialOffers> = { key: 'special-offers', load: getSpecialOffers };
