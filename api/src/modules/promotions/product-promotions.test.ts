import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { promotionKit } from './promotion-test-kit';

describe.each(drivers)('promotions of the product pages on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const kit = () => promotionKit(ctx.t.app.db);
  const post = (url: string, body: unknown, language = 'en') => ctx.api.send('POST', url, body, { language });

  it.each([
    ['zh', '满减', '满折', '满减券', '已过期'],
    ['en', 'Spend more, save more', 'Spend more, get a discount', 'Cash coupon', 'Expired'],
    ['ja', 'まとめ買い値引き', 'まとめ買い割引', '値引きクーポン', '期限切れ'],
    ['ko', '금액별 할인', '금액별 할인율', '금액 할인 쿠폰', '기간 만료'],
  ])('answers the enums in %s', async (language, reduce, discount, cash, expired) => {
    const rules = await ctx.api.send('GET', '/api/fullsubtracting/get/enums', undefined, { language });
    expect(rules.json()).toEqual({ code: 200, message: 'ok', data: { kinds: [{ value: 'reduce', label: reduce }, { value: 'discount', label: discount }] } });
    const coupons = (await ctx.api.send('GET', '/api/coupon/get/enums', undefined, { language })).json<{ data: { kinds: unknown[]; statuses: { value: string; label: string }[] } }>().data;
    expect(coupons.kinds[0]).toEqual({ value: 'cash', label: cash });
    expect(coupons.statuses.map((s) => s.value)).toEqual(['available', 'used', 'expired']);
    expect(coupons.statuses[2]!.label).toBe(expired);
  });

  it('lists the active rule each product counts towards, with tiers in yuan', async () => {
    const k = kit();
    const covered = await k.product([10_000]);
    const ruleId = await k.rule({ categoryIds: [covered.top], tiers: [{ threshold: 30_000, reduce: 3_000 }, { threshold: 80_000, reduce: 10_000 }] });
    const shadowed = await k.rule({ categoryIds: [covered.sub], priority: 50, tiers: [{ threshold: 1, reduce: 1 }] });
    await k.rule({ categoryIds: [covered.top], priority: -200, tiers: [{ threshold: 1, reduce: 1 }], from: 1, to: 2 }); // not started
    const discounted = await k.product([10_000]);
    const rateRule = await k.rule({ kind: 'discount', categoryIds: [discounted.sub], tiers: [{ threshold: 200_000, rate: 950 }] });

    const res = await post('/api/fullsubtracting/info', { productIds: [covered.productId, discounted.productId, 2_000_000_000] });
    expect(res.statusCode).toBe(200);
    const rules = res.json<{ data: { ruleId: number; productIds: number[] }[] }>().data;
    expect(rules.find((r) => r.ruleId === ruleId)).toEqual({
      ruleId, name: expect.stringMatching(/^Rule .*-en$/), kind: 'reduce',
      tiers: [{ threshold: 300, reduce: 30 }, { threshold: 800, reduce: 100 }],
      startsAt: expect.any(String), endsAt: expect.any(String), productIds: [covered.productId],
    });
    expect(rules.find((r) => r.ruleId === rateRule)).toMatchObject({ kind: 'discount', tiers: [{ threshold: 2000, rate: 950 }], productIds: [discounted.productId] });
    expect(rules.find((r) => r.ruleId === shadowed)).toBeUndefined();
    expect(rules.flatMap((r) => r.productIds)).not.toContain(2_000_000_000);
  });

  it('maps products to their running activities with the SKUs\' prices in yuan', async () => {
    const k = kit();
    const { productId, skus: [a, b, c] } = await k.product([20_000, 15_000, 9_900]);
    const plain = await k.product([5_000]);
    const activityId = await k.activity([{ skuId: a!, price: 17_000 }, { skuId: c!, price: 9_900 }]);
    await k.activity([{ skuId: b!, price: 1_000 }], { from: -5, to: -1 }); // over

    const res = await post('/api/sales/activity/product/map/activitys', { productIds: [productId, plain.productId] }, 'ja');
    expect(res.json()).toEqual({
      code: 200, message: 'ok',
      data: {
        [productId]: [{ activityId, name: expect.stringMatching(/-ja$/), kind: 'limited_time', endsAt: expect.any(String), skus: [{ skuId: a, price: 200, activityPrice: 170 }] }],
      },
    });
  });

  it.each([
    [{ productIds: [] }, 'productIds'],
    [{ productIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'productIds'],
    [{ productIds: [1.5] }, 'productIds.0'],
    [{ productIds: ['1'] }, 'productIds.0'],
    [{ productIds: [1], extra: 1 }, 'extra'],
    [{}, 'productIds'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    for (const url of ['/api/fullsubtracting/info', '/api/sales/activity/product/map/activitys']) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`"${field}"`);
    }
  });
});
