import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error';
import { texts } from '../../test/catalogue-rows';
import { chooseCoupon, couponDiscount, couponOption, rankCoupons, type HeldCoupon } from './coupon-discount';

const now = new Date('2025-06-01T00:00:00Z');
const day = 86_400_000;
const held = (over: Partial<HeldCoupon> & Pick<HeldCoupon, 'userCouponId'>): HeldCoupon => ({
  templateId: over.userCouponId, name: texts('coupon'), kind: 'cash', amount: 5_000, rate: null, maxDiscount: null, threshold: 30_000,
  categoryIds: null, validFrom: new Date(now.getTime() - day), validTo: new Date(now.getTime() + day), orderId: null, ...over,
});
const line = (net: number, categoryId = 301, topCategoryId = 3) => ({ net, categoryId, topCategoryId });

describe('coupon discount', () => {
  it('takes a cash amount, never more than the goods in scope', () => {
    expect(couponDiscount({ kind: 'cash', amount: 5_000, rate: null, maxDiscount: null }, 30_000)).toBe(5_000);
    expect(couponDiscount({ kind: 'cash', amount: 5_000, rate: null, maxDiscount: null }, 3_000)).toBe(3_000);
  });

  it('takes the unpaid part of a rate, rounded to the fen, capped by its maximum', () => {
    const rate = { kind: 'discount', amount: null, rate: 950, maxDiscount: 20_000 } as const;
    expect(couponDiscount(rate, 12_345)).toBe(617); // 617.25
    expect(couponDiscount(rate, 12_350)).toBe(618); // 617.5
    expect(couponDiscount(rate, 400_000)).toBe(20_000); // 20,000 exactly
    expect(couponDiscount(rate, 400_020)).toBe(20_000); // 20,001 capped
    expect(couponDiscount({ ...rate, maxDiscount: null }, 1_000_000)).toBe(50_000);
  });
});

describe('coupon options for an order', () => {
  it.each([
    ['used', held({ userCouponId: 1, orderId: 77 })],
    ['expired', held({ userCouponId: 2, validTo: now })],
    ['expired', held({ userCouponId: 3, validFrom: new Date(now.getTime() + 1) })],
    ['out_of_scope', held({ userCouponId: 4, categoryIds: [8, 1101] })],
    ['below_threshold', held({ userCouponId: 5, threshold: 30_001 })],
  ])('is %s, and then takes nothing off', (reason, coupon) => {
    expect(couponOption(coupon, [line(20_000), line(10_000, 1102, 11)], now)).toMatchObject({ unavailableReason: reason, discount: 0 });
  });

  it('counts only the lines of its categories (sub or top), after their full reductions', () => {
    const coupon = held({ userCouponId: 6, kind: 'discount', amount: null, rate: 900, threshold: 20_000, categoryIds: [3, 1102] });
    const lines = [line(15_000, 301, 3), line(5_000, 1102, 11), line(90_000, 801, 8)];
    expect(couponOption(coupon, lines, now)).toMatchObject({ unavailableReason: null, discount: 2_000 });
    expect(couponOption(coupon, [line(15_000, 301, 3), line(4_999, 1102, 11)], now).unavailableReason).toBe('below_threshold');
    expect(couponOption({ ...coupon, threshold: 0 }, [line(30_000, 1101, 11)], now).unavailableReason).toBe('out_of_scope');
  });

  it('ranks usable coupons by discount, then soonest to lapse, then the rest by how close they are to usable', () => {
    const options = [
      held({ userCouponId: 1, orderId: 3 }),
      held({ userCouponId: 2, amount: 3_000, validTo: new Date(now.getTime() + 5 * day) }),
      held({ userCouponId: 3, threshold: 90_000 }),
      held({ userCouponId: 4, amount: 3_000, validTo: new Date(now.getTime() + 2 * day) }),
      held({ userCouponId: 5, amount: 4_000 }),
      held({ userCouponId: 6, validTo: now }),
    ].map((coupon) => couponOption(coupon, [line(30_000)], now));
    expect(rankCoupons(options).map((o) => [o.userCouponId, o.unavailableReason])).toEqual([
      [5, null], [4, null], [2, null], [3, 'below_threshold'], [6, 'expired'], [1, 'used'],
    ]);
  });
});

describe('choosing the coupon', () => {
  const ranked = rankCoupons(
    [held({ userCouponId: 1, amount: 1_000 }), held({ userCouponId: 2, amount: 2_000 }), held({ userCouponId: 3, orderId: 9 })].map((c) =>
      couponOption(c, [line(30_000)], now),
    ),
  );

  it('applies the best one when none is named, none when null, and the named one when usable', () => {
    expect(chooseCoupon(ranked, undefined)?.userCouponId).toBe(2);
    expect(chooseCoupon(ranked, null)).toBeNull();
    expect(chooseCoupon(ranked, 1)).toMatchObject({ userCouponId: 1, discount: 1_000 });
  });

  it('applies nothing by default when no coupon takes anything off', () => {
    expect(chooseCoupon(rankCoupons([couponOption(held({ userCouponId: 1, threshold: 0 }), [line(0)], now)]), undefined)).toBeNull();
    expect(chooseCoupon([], undefined)).toBeNull();
  });

  it.each([3, 404])('refuses coupon %i (used, or not the shopper\'s) with 409 couponUnavailable', (id) => {
    expect(() => chooseCoupon(ranked, id)).toThrow(expect.objectContaining({ status: 409, key: 'couponUnavailable' }) as AppError);
  });
});
