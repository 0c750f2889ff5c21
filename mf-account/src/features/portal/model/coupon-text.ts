import { formatPrice } from '@labmall/shared/format/currency';
import type { MyCoupon } from '../api/portal-types';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a coupon is worth: "¥20 off" for cash, "5% off" (zh "9.5折") for a discount. The rate is per mille of
 * the price paid (950 → pay 95 %), so both readings are handed to the text and each language picks its own.
 */
export function couponValueText(t: T, coupon: MyCoupon): string {
  if (coupon.kind === 'discount' && coupon.rate !== null) {
    const percentOff = Math.round(1000 - coupon.rate) / 10;
    const tenths = coupon.rate / 100; // 9.5 折 = pay 95 %
    return t('accountPortal.coupons.rate', { percentOff, tenths });
  }
  return t('accountPortal.coupons.amount', { amount: formatPrice(coupon.amount) });
}

/** The minimum spend, or that there is none. */
export function couponThresholdText(t: T, coupon: MyCoupon): string {
  return coupon.threshold > 0
    ? t('accountPortal.coupons.threshold', { threshold: formatPrice(coupon.threshold) })
    : t('accountPortal.coupons.noThreshold');
}
