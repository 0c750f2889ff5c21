import type { CouponKind } from '../../db/schema/promotions';
import type { LocalizedText } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { inCategories, type CategorizedLine } from './category-scope';
import type { CouponOption } from './price-order';

/** A coupon the shopper holds, with its template's terms (amounts in fen, rate per mille). */
export type HeldCoupon = {
  userCouponId: number;
  templateId: number;
  name: LocalizedText;
  kind: CouponKind;
  amount: number | null;
  rate: number | null;
  maxDiscount: number | null;
  threshold: number;
  categoryIds: number[] | null;
  validFrom: Date;
  validTo: Date;
  orderId: number | null;
};

/** A line as a coupon sees it: what is left of its amount after the full reduction attributed to it. */
export type CouponLine = CategorizedLine & { net: number };

export type UnavailableReason = 'used' | 'expired' | 'out_of_scope' | 'below_threshold';

/** What the coupon takes off `inScope` fen of goods: its amount, or the part not paid at `rate` ‰, capped. */
export function couponDiscount(coupon: Pick<HeldCoupon, 'kind' | 'amount' | 'rate' | 'maxDiscount'>, inScope: number): number {
  const off = coupon.kind === 'cash' ? (coupon.amount ?? 0) : Math.round((inScope * (1000 - (coupon.rate ?? 1000))) / 1000);
  const capped = coupon.maxDiscount === null ? off : Math.min(off, coupon.maxDiscount);
  return Math.min(Math.max(0, capped), inScope);
}

/** The coupon as an option for this order: its discount, or why it cannot be used (checked in this order). */
export function couponOption(coupon: HeldCoupon, lines: readonly CouponLine[], now: Date): CouponOption {
  const scoped = lines.filter((line) => inCategories(coupon.categoryIds, line));
  const inScope = scoped.reduce((sum, line) => sum + line.net, 0);
  const reason: UnavailableReason | null =
    coupon.orderId !== null
      ? 'used'
      : now < coupon.validFrom || now >= coupon.validTo
        ? 'expired'
        : scoped.length === 0
          ? 'out_of_scope'
          : inScope < coupon.threshold
            ? 'below_threshold'
            : null;
  return {
    userCouponId: coupon.userCouponId,
    templateId: coupon.templateId,
    name: coupon.name,
    kind: coupon.kind,
    amount: coupon.amount,
    rate: coupon.rate,
    threshold: coupon.threshold,
    validTo: coupon.validTo,
    discount: reason === null ? couponDiscount(coupon, inScope) : 0,
    unavailableReason: reason,
  };
}

const reasonOrder: Record<string, number> = { below_threshold: 1, out_of_scope: 2, expired: 3, used: 4 };

/**
 * Best first: usable ones by discount, the one expiring soonest first on a tie (use it before it lapses);
 * then the unusable ones, those closest to usable first.
 */
export function rankCoupons(options: readonly CouponOption[]): CouponOption[] {
  const rank = (option: CouponOption) => (option.unavailableReason === null ? 0 : (reasonOrder[option.unavailableReason] ?? 5));
  return [...options].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.discount - a.discount ||
      a.validTo.getTime() - b.validTo.getTime() ||
      a.userCouponId - b.userCouponId,
  );
}

/**
 * The coupon to apply: undefined → the best usable one that takes something off; null → none; an id →
 * that one, which must be the shopper's and usable here (else 409 couponUnavailable).
 */
export function chooseCoupon(ranked: readonly CouponOption[], userCouponId: number | null | undefined): CouponOption | null {
  if (userCouponId === null) return null;
  if (userCouponId === undefined) {
    const best = ranked[0];
    return best && best.unavailableReason === null && best.discount > 0 ? best : null;
  }
  const chosen = ranked.find((option) => option.userCouponId === userCouponId);
  if (!chosen || chosen.unavailableReason !== null) throw new AppError(409, 'couponUnavailable');
  return chosen;
}
