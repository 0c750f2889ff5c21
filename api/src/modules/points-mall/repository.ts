import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { pointsOrderItems, pointsOrders } from '../../db/schema/points-orders';
import {
  pointsAnnouncements,
  pointsCampaignItems,
  pointsCampaigns,
  pointsCategories,
  pointsProducts,
} from '../../db/schema/points-mall';
import { couponTemplates } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import type { ProductSort } from './schemas';

/** The lowest campaign price of a good among campaigns running at `now`, or null. */
const campaignPoints = (now: Date) => sql<number | null>`(
  select min(ci.points) from ${pointsCampaignItems} ci join ${pointsCampaigns} c on c.id = ci.campaign_id
  where ci.product_id = ${pointsProducts.id} and c.starts_at <= ${now} and c.ends_at > ${now})`;

const effectivePoints = (now: Date) => sql<number>`coalesce(${campaignPoints(now)}, ${pointsProducts.points})`;

/** Sellable at `now`: on sale and inside its optional window. */
export const sellableAt = (now: Date): SQL =>
  and(
    eq(pointsProducts.onSale, true),
    sql`(${pointsProducts.availableFrom} is null or ${pointsProducts.availableFrom} <= ${now})`,
    sql`(${pointsProducts.availableTo} is null or ${pointsProducts.availableTo} > ${now})`,
  )!;

/** Points-mall catalogue reads, for one handle (`db` or a transaction's `tx`). */
export function createMallRepository(db: Db) {
  return {
    categories: () => db.select().from(pointsCategories).orderBy(asc(pointsCategories.sort), asc(pointsCategories.id)),

    async category(id: number) {
      const [row] = await db.select().from(pointsCategories).where(eq(pointsCategories.id, id));
      return row;
    },

    async productPage(filter: { categoryId?: number | undefined; kind?: 'physical' | 'coupon' | undefined; sort: ProductSort; page: number; pageSize: number; featured?: boolean }, now: Date) {
      const where = and(
        sellableAt(now),
        filter.categoryId ? eq(pointsProducts.categoryId, filter.categoryId) : undefined,
        filter.kind ? eq(pointsProducts.kind, filter.kind) : undefined,
        filter.featured ? eq(pointsProducts.featured, true) : undefined,
      );
      const price = effectivePoints(now);
      const order = filter.sort === 'pointsAsc' ? [asc(price), asc(pointsProducts.id)] : filter.sort === 'pointsDesc' ? [desc(price), asc(pointsProducts.id)] : [asc(pointsProducts.sort), asc(pointsProducts.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ product: pointsProducts, price })
          .from(pointsProducts)
          .where(where)
          .orderBy(...order)
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(pointsProducts).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    /** One good with its current price; `lock` holds its row (stock) until the transaction ends. */
    async product(id: number, now: Date) {
      const [row] = await db
        .select({ product: pointsProducts, price: effectivePoints(now), categoryName: pointsCategories.name, coupon: couponTemplates })
        .from(pointsProducts)
        .innerJoin(pointsCategories, eq(pointsCategories.id, pointsProducts.categoryId))
        .leftJoin(couponTemplates, eq(couponTemplates.id, pointsProducts.couponTemplateId))
        .where(eq(pointsProducts.id, id));
      return row;
    },

    /** Running campaigns (and upcoming ones when `upcoming`), soonest ending first. */
    campaigns: (now: Date, upcoming: boolean) =>
      db
        .select()
        .from(pointsCampaigns)
        .where(upcoming ? gt(pointsCampaigns.endsAt, now) : and(lte(pointsCampaigns.startsAt, now), gt(pointsCampaigns.endsAt, now)))
        .orderBy(asc(pointsCampaigns.startsAt), asc(pointsCampaigns.endsAt)),

    campaignItems: (campaignIds: number[], now: Date) =>
      campaignIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ campaignId: pointsCampaignItems.campaignId, campaignPoints: pointsCampaignItems.points, product: pointsProducts, price: effectivePoints(now) })
            .from(pointsCampaignItems)
            .innerJoin(pointsProducts, eq(pointsProducts.id, pointsCampaignItems.productId))
            .where(and(inArray(pointsCampaignItems.campaignId, campaignIds), eq(pointsProducts.onSale, true)))
            .orderBy(asc(pointsProducts.sort), asc(pointsProducts.id)),

    /** The running campaign that gives each of `productIds` its price at `now` (lowest price wins). */
    runningCampaignsOf: (productIds: number[], now: Date) =>
      productIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ productId: pointsCampaignItems.productId, points: pointsCampaignItems.points, campaign: pointsCampaigns })
            .from(pointsCampaignItems)
            .innerJoin(pointsCampaigns, eq(pointsCampaigns.id, pointsCampaignItems.campaignId))
            .where(and(inArray(pointsCampaignItems.productId, productIds), lte(pointsCampaigns.startsAt, now), gt(pointsCampaigns.endsAt, now)))
            .orderBy(asc(pointsCampaignItems.points)),

    async announcementPage(page: number, pageSize: number, now: Date) {
      const where = lte(pointsAnnouncements.publishedAt, now);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: pointsAnnouncements.id, title: pointsAnnouncements.title, pinned: pointsAnnouncements.pinned, publishedAt: pointsAnnouncements.publishedAt })
          .from(pointsAnnouncements)
          .where(where)
          .orderBy(desc(pointsAnnouncements.pinned), desc(pointsAnnouncements.publishedAt), desc(pointsAnnouncements.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(pointsAnnouncements).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    async announcement(id: number, now: Date) {
      const [row] = await db.select().from(pointsAnnouncements).where(and(eq(pointsAnnouncements.id, id), lte(pointsAnnouncements.publishedAt, now)));
      return row;
    },

    /** Units of a good the shopper has exchanged, cancelled orders aside (their units were returned). */
    async exchangedQuantity(userId: number, productId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${pointsOrderItems.quantity}), 0)::int` })
        .from(pointsOrderItems)
        .innerJoin(pointsOrders, eq(pointsOrders.id, pointsOrderItems.pointsOrderId))
        .where(and(eq(pointsOrders.userId, userId), eq(pointsOrderItems.productId, productId), ne(pointsOrders.status, 'cancelled')));
      return Number(row?.n ?? 0);
    },
  };
}
