import { count, eq, inArray } from 'drizzle-orm';
import { creditPoints } from '../../modules/points/credit-points';
import { users } from '../schema/auth';
import {
  pointsAnnouncements,
  pointsCampaignItems,
  pointsCampaigns,
  pointsCategories,
  pointsProducts,
  pointsTasks,
} from '../schema/points-mall';
import { couponTemplates } from '../schema/promotions';
import type { Db } from '../types';
import { DEMO_ACCOUNT } from './demo-account';
import {
  pointsAnnouncementData,
  pointsCampaignData,
  pointsCategoryData,
  pointsCouponData,
  pointsProductData,
  pointsTaskData,
  type Names,
} from './points-mall-data';

const DAY = 86_400_000;
const text = ([zh, en, ja, ko]: Names) => ({ zh, en, ja, ko });

/** Goods, coupon kinds and campaigns: only into an empty points_products table (an operator's goods stay theirs). */
async function seedGoods(tx: Db, now: Date) {
  await tx
    .insert(couponTemplates)
    .values(pointsCouponData.map((c) => ({ code: c.code, name: text(c.names), kind: 'cash' as const, amount: c.amount, threshold: c.threshold, trigger: 'issued' as const, validDays: c.validDays })))
    .onConflictDoNothing();
  await tx
    .insert(pointsCategories)
    .values(pointsCategoryData.map((c, i) => ({ code: c.code, name: text(c.names), sort: i })))
    .onConflictDoNothing();
  const categories = new Map((await tx.select({ id: pointsCategories.id, code: pointsCategories.code }).from(pointsCategories)).map((c) => [c.code, c.id]));
  const templates = new Map(
    (await tx.select({ id: couponTemplates.id, code: couponTemplates.code }).from(couponTemplates).where(inArray(couponTemplates.code, pointsCouponData.map((c) => c.code)))).map((t) => [t.code, t.id]),
  );
  const products = await tx
    .insert(pointsProducts)
    .values(
      pointsProductData.map((p, i) => ({
        code: p.code,
        categoryId: categories.get(p.category)!,
        kind: p.kind,
        name: text(p.names),
        description: text(p.descriptions),
        images: [`/media/points/${p.code}.svg`],
        points: p.points,
        stock: p.stock,
        perAccountLimit: p.limit,
        featured: p.featured ?? false,
        couponTemplateId: p.coupon ? templates.get(p.coupon)! : null,
        availableTo: p.availableDays ? new Date(now.getTime() + p.availableDays * DAY) : null,
        sort: i,
      })),
    )
    .returning({ id: pointsProducts.id, code: pointsProducts.code });
  const productIds = new Map(products.map((p) => [p.code, p.id]));
  for (const campaign of pointsCampaignData) {
    const [row] = await tx
      .insert(pointsCampaigns)
      .values({
        code: campaign.code,
        name: text(campaign.names),
        description: text(campaign.descriptions),
        banner: `/media/points/campaign-${campaign.code}.svg`,
        startsAt: new Date(now.getTime() + campaign.fromDay * DAY),
        endsAt: new Date(now.getTime() + campaign.toDay * DAY),
      })
      .returning({ id: pointsCampaigns.id });
    await tx.insert(pointsCampaignItems).values(Object.entries(campaign.prices).map(([code, points]) => ({ campaignId: row!.id, productId: productIds.get(code)!, points })));
  }
}

/** Welcome points for the demo account, so a fresh shop's mall can be tried at once (once: the ledger's reference). */
async function seedDemoPoints(tx: Db) {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
  if (!demo) return;
  await creditPoints(tx, {
    userId: demo.id,
    delta: 3000,
    source: 'adjustment',
    reference: 'seed-demo-welcome',
    note: text(['积分商城体验积分', 'Welcome points for the points mall', 'ポイントモール体験ポイント', '포인트몰 체험 포인트']),
  });
}

/** The points mall's starting data (issue 11); idempotent like every seed part. */
export async function seedPointsMall(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pointsTasks)
      .values(pointsTaskData.map((t, i) => ({ code: t.code, period: t.period, points: t.points, name: text(t.names), description: text(t.descriptions), sort: i })))
      .onConflictDoNothing();
    if ((await tx.select({ n: count() }).from(pointsProducts))[0]?.n === 0) {
      await seedGoods(tx, now);
      await seedDemoPoints(tx);
    }
    if ((await tx.select({ n: count() }).from(pointsAnnouncements))[0]?.n === 0) {
      await tx.insert(pointsAnnouncements).values(
        pointsAnnouncementData.map((a) => ({ title: text(a.titles), body: text(a.bodies), pinned: a.pinned ?? false, publishedAt: new Date(now.getTime() - a.daysAgo * DAY) })),
      );
    }
  });
}
