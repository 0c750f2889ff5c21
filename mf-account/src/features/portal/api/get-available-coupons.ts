import { useRequest } from '@labmall/shared/hooks/use-request';
import { getPage, type Page } from '../../../lib/page';
import type { MyCoupon } from './portal-types';

/** The portal lists this many; `total` says how many more the shopper holds. */
export const COUPONS_SHOWN = 5;

/** GET /api/coupon/mine?status=available&pageSize=5: coupons the shopper can still use. */
export function getAvailableCoupons(signal?: AbortSignal): Promise<Page<MyCoupon>> {
  return getPage('/api/coupon/mine', { status: 'available', pageSize: COUPONS_SHOWN }, signal);
}

export function useAvailableCoupons() {
  return useRequest('available-coupons', getAvailableCoupons);
}
