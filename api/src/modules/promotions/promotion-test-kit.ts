import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { activitySkus, couponTemplates, fullReductionRules, salesActivities, userCoupons, type FullReductionTier } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import { catalogueRows, texts } from '../../test/catalogue-rows';
import { forgetActiveRules } from './active-rules';

/** Test helper (no test itself): a category tree, rules, activities and coupons of the test's own. */
const DAY = 86_400_000;
let nextCategory = 9_000 + (process.pid % 500) * 10;

export function promotionKit(db: Db) {
  const rows = catalogueRows(db);
  const tag = randomBytes(3).toString('hex');
  let n = 0;
  return {
    /** A top category with one sub-category, and a product there with SKUs at these prices (fen). */
    async product(prices: number[], options: { stock?: number; maxPerOrder?: number } = {}) {
      const top = await rows.category(++nextCategory, null, 'Top');
      const sub = await rows.category(++nextCategory, top, 'Sub');
      const product = await rows.product({ categoryId: sub, brandId: await rows.brand() });
      const skus = [];
      for (const price of prices) skus.push((await rows.sku(product.id, { price, stock: options.stock ?? 50, maxPerOrder: options.maxPerOrder ?? 99 })).id);
      return { top, sub, productId: product.id, skus };
    },

    /** A rule running from a day ago to a day from now (or `window`), ahead of the seed's rules by default. */
    async rule(values: { kind?: 'reduce' | 'discount'; tiers: FullReductionTier[]; categoryIds: number[] | null; priority?: number; from?: number; to?: number }) {
      const now = Date.now();
      const [row] = await db
        .insert(fullReductionRules)
        .values({
          name: texts(`Rule ${tag}-${++n}`), kind: values.kind ?? 'reduce', tiers: values.tiers, categoryIds: values.categoryIds,
          priority: values.priority ?? -100, startsAt: new Date(now + (values.from ?? -1) * DAY), endsAt: new Date(now + (values.to ?? 1) * DAY),
        })
        .returning({ id: fullReductionRules.id });
      forgetActiveRules(db);
      return row!.id;
    },

    async activity(prices: { skuId: number; price: number }[], window: { from?: number; to?: number } = {}) {
      const now = Date.now();
      const [row] = await db
        .insert(salesActivities)
        .values({ name: texts(`Sale ${tag}-${++n}`), kind: 'limited_time', startsAt: new Date(now + (window.from ?? -1) * DAY), endsAt: new Date(now + (window.to ?? 1) * DAY) })
        .returning({ id: salesActivities.id });
      await db.insert(activitySkus).values(prices.map((p) => ({ activityId: row!.id, ...p })));
      return row!.id;
    },

    /** A shopper without the new-user coupons (written directly, not registered). */
    async user() {
      const [row] = await db.insert(users).values({ account: `kit.${tag}.${++n}@lab.example`, passwordHash: 'x', nickname: 'kit' }).returning({ id: users.id });
      return row!.id;
    },

    /** A coupon template granted to `userId`; validity in days from now, `orderId` marks it used. */
    async coupon(
      userId: number,
      terms: { kind?: 'cash' | 'discount'; amount?: number; rate?: number; maxDiscount?: number; threshold?: number; categoryIds?: number[] | null },
      held: { from?: number; to?: number; orderId?: number } = {},
    ) {
      const now = Date.now();
      const [template] = await db
        .insert(couponTemplates)
        .values({
          code: `T${tag}${++n}`.toUpperCase(), name: texts(`Coupon ${tag}-${n}`), kind: terms.kind ?? 'cash', amount: terms.amount ?? null,
          rate: terms.rate ?? null, maxDiscount: terms.maxDiscount ?? null, threshold: terms.threshold ?? 0, categoryIds: terms.categoryIds ?? null,
          trigger: 'issued', validDays: 30,
        })
        .returning({ id: couponTemplates.id });
      const [row] = await db
        .insert(userCoupons)
        .values({
          userId, templateId: template!.id, validFrom: new Date(now + (held.from ?? -1) * DAY), validTo: new Date(now + (held.to ?? 10) * DAY),
          orderId: held.orderId ?? null, usedAt: held.orderId ? new Date(now) : null,
        })
        .returning({ id: userCoupons.id });
      return row!.id;
    },

    userIdOf: async (account: string) => (await db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id,
  };
}
