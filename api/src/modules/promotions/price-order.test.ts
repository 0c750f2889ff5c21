import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/products';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { priceOrder } from './price-order';
import { promotionKit } from './promotion-test-kit';

describe.each(drivers)('priceOrder on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof promotionKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = promotionKit(t.app.db);
  });
  afterAll(() => t?.close());

  /** Two SKUs (¥200, ¥150) on sale, a rule 满300减30 / 满800减100 on their top category. */
  async function promoted() {
    const product = await kit.product([20_000, 15_000]);
    const [a, b] = product.skus as [number, number];
    await kit.activity([{ skuId: a, price: 17_000 }, { skuId: b, price: 16_000 }]);
    await kit.activity([{ skuId: b, price: 14_000 }], { from: 1, to: 3 }); // not started yet
    const ruleId = await kit.rule({ categoryIds: [product.top], tiers: [{ threshold: 30_000, reduce: 3_000 }, { threshold: 80_000, reduce: 10_000 }] });
    await kit.rule({ categoryIds: [product.sub], priority: -99, tiers: [{ threshold: 1, reduce: 9_999 }], from: -3, to: -1 }); // ended
    return { ...product, a, b, ruleId };
  }

  it('applies activity prices, the rule in scope, the best coupon, then shipping and points, to the fen', async () => {
    const { a, b, ruleId, top } = await promoted();
    const userId = await kit.user();
    const cash = await kit.coupon(userId, { amount: 5_000, threshold: 40_000, categoryIds: [top] });
    const rate = await kit.coupon(userId, { kind: 'discount', rate: 900, maxDiscount: 4_000 });
    await kit.coupon(userId, { amount: 9_000 }, { orderId: 123 });

    const pricing = await priceOrder(t.app.db, { userId, items: [{ skuId: a, quantity: 2 }, { skuId: b, quantity: 1 }] });
    expect(pricing.lines.map((l) => [l.unitPrice, l.amount, l.activity !== null, l.fullReductionRuleId, l.problem])).toEqual([
      [17_000, 34_000, true, ruleId, null],
      [15_000, 15_000, false, ruleId, null],
    ]);
    expect(pricing).toMatchObject({
      goodsAmount: 49_000,
      activitySaving: 6_000,
      reductions: [{ ruleId, eligibleAmount: 49_000, reduction: 3_000, nextTier: { threshold: 80_000, reduce: 10_000, missing: 31_000 } }],
      reductionAmount: 3_000,
      coupon: { userCouponId: cash, discount: 5_000 },
      couponAmount: 5_000,
      shippingAmount: 0,
      payAmount: 41_000,
      pointsToEarn: 410,
    });
    expect(pricing.coupons.map((c) => [c.userCouponId, c.discount, c.unavailableReason])).toEqual([
      [cash, 5_000, null],
      [rate, 4_000, null],
      [expect.any(Number), 0, 'used'],
    ]);

    const chosen = await priceOrder(t.app.db, { userId, items: [{ skuId: a, quantity: 2 }, { skuId: b, quantity: 1 }], userCouponId: rate });
    expect(chosen).toMatchObject({ coupon: { userCouponId: rate }, couponAmount: 4_000, payAmount: 42_000 });
    const none = await priceOrder(t.app.db, { userId, items: [{ skuId: a, quantity: 2 }], userCouponId: null });
    expect(none).toMatchObject({ coupon: null, couponAmount: 0, reductionAmount: 3_000, payAmount: 31_000 });
  });

  it('prices the same inside a transaction, as order creation calls it', async () => {
    const { a, b } = await promoted();
    const userId = await kit.user();
    await kit.coupon(userId, { amount: 2_000 });
    const items = [{ skuId: a, quantity: 1 }, { skuId: b, quantity: 1 }];
    const outside = await priceOrder(t.app.db, { userId, items });
    const inside = await t.app.db.transaction((tx) => priceOrder(tx, { userId, items }));
    expect(inside).toEqual(outside);
    expect(inside).toMatchObject({ goodsAmount: 32_000, reductionAmount: 3_000, couponAmount: 2_000, payAmount: 27_000 });
  });

  it('refuses a used, unusable or someone else\'s coupon with 409', async () => {
    const { a } = await promoted();
    const userId = await kit.user();
    const used = await kit.coupon(userId, { amount: 1_000 }, { orderId: 5 });
    const high = await kit.coupon(userId, { amount: 1_000, threshold: 1_000_000 });
    const others = await kit.coupon(await kit.user(), { amount: 1_000 });
    for (const userCouponId of [used, high, others]) {
      await expect(priceOrder(t.app.db, { userId, items: [{ skuId: a, quantity: 1 }], userCouponId })).rejects.toMatchObject({ status: 409, key: 'couponUnavailable' });
    }
  });

  it('charges ¥10 delivery below ¥99 after discounts, and never a negative amount', async () => {
    const { skus: [cheap] } = await kit.product([5_000]);
    const userId = await kit.user();
    const plain = await priceOrder(t.app.db, { userId, items: [{ skuId: cheap!, quantity: 1 }] });
    expect(plain).toMatchObject({ goodsAmount: 5_000, reductionAmount: 0, shippingAmount: 1_000, payAmount: 6_000, pointsToEarn: 60 });

    await kit.coupon(userId, { amount: 8_000 });
    const covered = await priceOrder(t.app.db, { userId, items: [{ skuId: cheap!, quantity: 1 }] });
    expect(covered).toMatchObject({ couponAmount: 5_000, shippingAmount: 1_000, payAmount: 1_000, pointsToEarn: 10 });

    const twenty = await priceOrder(t.app.db, { userId, items: [{ skuId: cheap!, quantity: 2 }], userCouponId: null });
    expect(twenty).toMatchObject({ goodsAmount: 10_000, shippingAmount: 0, payAmount: 10_000 });
  });

  it('prices lines with a problem so the preview can show them; an unknown SKU costs nothing', async () => {
    const { skus: [sku] } = await kit.product([3_000], { stock: 2, maxPerOrder: 5 });
    const userId = await kit.user();
    const pricing = await priceOrder(t.app.db, { userId, items: [{ skuId: sku!, quantity: 3 }, { skuId: 2_000_000_000, quantity: 1 }] });
    expect(pricing.lines.map((l) => [l.problem, l.amount])).toEqual([['insufficient_stock', 9_000], ['unknown', 0]]);
    expect(pricing).toMatchObject({ goodsAmount: 9_000, shippingAmount: 1_000, payAmount: 10_000 });
  });

  it('carries each line\'s regulated class (null when none, and for an unknown SKU)', async () => {
    const regulated = await kit.product([3_000]);
    const plain = await kit.product([2_000]);
    await t.app.db.update(products).set({ regulatedClass: 'highly_toxic' }).where(eq(products.id, regulated.productId));
    const userId = await kit.user();
    const items = [regulated.skus[0]!, plain.skus[0]!, 2_000_000_000].map((skuId) => ({ skuId, quantity: 1 }));
    const pricing = await priceOrder(t.app.db, { userId, items });
    expect(pricing.lines.map((l) => l.regulatedClass)).toEqual(['highly_toxic', null, null]);
  });
});
