import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../schema/auth';
import { activitySkus, couponTemplates, fullReductionRules, salesActivities, userCoupons } from '../schema/promotions';
import { productSkus } from '../schema/products';
import { authRequests } from '../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './demo-account';
import { seedPromotions } from './promotions';

describe.each(drivers)('the promotions seed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const counts = async () => {
    const n = async (table: typeof fullReductionRules | typeof salesActivities | typeof activitySkus | typeof couponTemplates | typeof userCoupons) =>
      (await t.app.db.select({ n: count() }).from(table))[0]!.n;
    return [await n(fullReductionRules), await n(salesActivities), await n(activitySkus), await n(couponTemplates), await n(userCoupons)];
  };

  it('starts the shop with rules, two activities on about twenty SKUs below their price, and the coupon templates', async () => {
    // Coupon kinds: the four of promotions, and two the points mall hands out for points (seed/points-mall.ts).
    expect(await counts()).toEqual([4, 2, 20, 6, 4]);
    const cheaper = await t.app.db
      .select({ n: count() })
      .from(activitySkus)
      .innerJoin(productSkus, eq(productSkus.id, activitySkus.skuId))
      .where(sql`${activitySkus.price} < ${productSkus.price}`);
    expect(cheaper[0]!.n).toBe(20);
    const lipf6 = await t.app.db.select({ n: count() }).from(activitySkus).where(inArray(activitySkus.skuId, [903011, 903012, 903013]));
    expect(lipf6[0]!.n).toBe(0);
    const codes = (await t.app.db.select({ code: couponTemplates.code, trigger: couponTemplates.trigger }).from(couponTemplates)).map((c) => `${c.code}:${c.trigger}`);
    expect(codes.sort()).toEqual(['CONSUMABLES_20:issued', 'MATERIALS_92:issued', 'NEW_USER_50:new_user', 'NEW_USER_DISCOUNT:new_user', 'POINTS_CASH_20:issued', 'POINTS_CASH_50:issued']);
  });

  it('gives the demo account the new-user coupons, an issued one and an expired one', async () => {
    const api = authRequests(t.app);
    const { token } = await api.signIn(DEMO_ACCOUNT.account, DEMO_ACCOUNT.password);
    const mine = (status: string) => api.send('GET', `/api/coupon/mine?status=${status}`, undefined, { token, language: 'zh' });
    const names = async (status: string) => (await mine(status)).json<{ data: { items: { name: string }[] } }>().data.items.map((c) => c.name);
    expect(await names('available')).toEqual(['新人券：满 ¥300 减 ¥50', '新人 95 折券（最高减 ¥200）', '实验耗材满 ¥200 减 ¥20']);
    expect(await names('expired')).toEqual(['电极材料与电解液 92 折券（最高减 ¥300）']);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    await seedPromotions(t.app.db);
    expect(await counts()).toEqual(before);
    const [demo] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
    const held = await t.app.db.select({ n: count() }).from(userCoupons).where(and(eq(userCoupons.userId, demo!.id)));
    expect(held[0]!.n).toBe(4);
  });
});
