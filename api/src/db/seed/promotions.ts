import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { users } from '../schema/auth';
import { productSkus } from '../schema/products';
import { activitySkus, couponTemplates, fullReductionRules, salesActivities, userCoupons } from '../schema/promotions';
import type { Db } from '../types';
import { DEMO_ACCOUNT } from './demo-account';
import { activityData, couponData, names, ruleData } from './promotions-data';

const DAY = 86_400_000;
/** Rules run for a year from the seed, so a long-running demo shop keeps them. */
const RULE_DAYS = 365;

const isEmpty = async (db: Db, table: PgTable) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

async function seedActivities(tx: Db, now: Date) {
  const wanted = activityData.flatMap((a) => a.skuIds);
  const prices = new Map(
    (await tx.select({ id: productSkus.id, price: productSkus.price }).from(productSkus).where(inArray(productSkus.id, wanted))).map((s) => [s.id, s.price]),
  );
  for (const activity of activityData) {
    const [row] = await tx
      .insert(salesActivities)
      .values({
        name: names(activity.names),
        kind: activity.kind,
        startsAt: new Date(now.getTime() + activity.fromDay * DAY),
        endsAt: new Date(now.getTime() + activity.toDay * DAY),
      })
      .returning({ id: salesActivities.id });
    // Only the seed's own SKUs that are there (an operator's catalogue may differ).
    const skus = activity.skuIds.flatMap((skuId) => {
      const price = prices.get(skuId);
      return price === undefined ? [] : [{ activityId: row!.id, skuId, price: Math.max(1, Math.round((price * activity.percent) / 100)) }];
    });
    if (skus.length > 0) await tx.insert(activitySkus).values(skus);
  }
}

/** The demo account's coupons: both new-user ones, a consumables one and a long expired one. */
async function seedDemoCoupons(tx: Db, now: Date) {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
  if (!demo) return;
  const templates = await tx.select({ id: couponTemplates.id, code: couponTemplates.code }).from(couponTemplates);
  const byCode = new Map(templates.map((t) => [t.code, t.id]));
  const rows = couponData.flatMap((coupon) => {
    const templateId = byCode.get(coupon.code);
    if (templateId === undefined || coupon.demoFromDay === null) return [];
    const validFrom = new Date(now.getTime() + coupon.demoFromDay * DAY);
    return [{ userId: demo.id, templateId, validFrom, validTo: new Date(validFrom.getTime() + coupon.validDays * DAY) }];
  });
  if (rows.length > 0) await tx.insert(userCoupons).values(rows).onConflictDoNothing();
}

/**
 * Promotions the shop starts with (docs/checkout-api.md "Promotions"): full-reduction rules, sales
 * activities, coupon templates and the demo account's coupons. Each part fills only its own empty tables;
 * dates are relative to `now` so a fresh shop always has running promotions.
 */
export async function seedPromotions(db: Db, now = new Date()): Promise<void> {
  const empty = {
    rules: await isEmpty(db, fullReductionRules),
    activities: await isEmpty(db, salesActivities),
    templates: await isEmpty(db, couponTemplates),
    userCoupons: await isEmpty(db, userCoupons),
  };
  if (!Object.values(empty).some(Boolean)) return;
  await db.transaction(async (tx) => {
    if (empty.rules) {
      await tx.insert(fullReductionRules).values(
        ruleData.map((rule) => ({
          name: names(rule.names), kind: rule.kind, tiers: rule.tiers, categoryIds: rule.categoryIds, priority: rule.priority,
          startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() + RULE_DAYS * DAY),
        })),
      );
    }
    if (empty.activities) await seedActivities(tx, now);
    if (empty.templates) {
      await tx.insert(couponTemplates).values(
        couponData.map((c) => ({
          code: c.code, name: names(c.names), kind: c.kind, amount: c.amount ?? null, rate: c.rate ?? null, maxDiscount: c.maxDiscount ?? null,
          threshold: c.threshold, categoryIds: c.categoryIds, trigger: c.trigger, validDays: c.validDays,
        })),
      );
    }
    if (empty.userCoupons) await seedDemoCoupons(tx, now);
  });
}
