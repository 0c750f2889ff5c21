import type { PointsProductRow } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { createPointsRepository } from '../points/repository';
import { createMallRepository } from './repository';
import type { CampaignView, ProductDetail } from './response-schemas';
import type { ProductListQuery } from './schemas';
import { isSellable, runningByProduct, toCard } from './view';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The points mall's public reads (home, goods, campaigns, announcements) and the shopper's allowance. */
export function createMallService(db: Db, clock: () => Date = () => new Date()) {
  const repo = createMallRepository(db);

  async function cards(rows: { product: PointsProductRow; price: number }[], now: Date, lang: Lang) {
    const running = runningByProduct(await repo.runningCampaignsOf(rows.map((r) => r.product.id), now));
    return rows.map((r) => toCard(r.product, r.price, running.get(r.product.id), lang));
  }

  async function campaigns(now: Date, lang: Lang, upcoming: boolean): Promise<CampaignView[]> {
    const list = await repo.campaigns(now, upcoming);
    const items = await repo.campaignItems(list.map((c) => c.id), now);
    const cardsOf = await cards(items, now, lang);
    return list.map((c) => ({
      id: c.id,
      name: localize(c.name, lang),
      description: localize(c.description, lang),
      banner: c.banner,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      running: c.startsAt <= now && c.endsAt > now,
      // The card shows the campaign's own price (the price to come, for an upcoming campaign).
      items: items.flatMap((item, i) => (item.campaignId === c.id ? [{ ...cardsOf[i]!, points: c.startsAt <= now ? cardsOf[i]!.points : item.campaignPoints }] : [])),
    }));
  }

  return {
    async home(lang: Lang) {
      const now = clock();
      const [categories, running, featured, announcements] = await Promise.all([
        repo.categories(),
        campaigns(now, lang, false),
        repo.productPage({ sort: 'default', page: 1, pageSize: 8, featured: true }, now),
        repo.announcementPage(1, 3, now),
      ]);
      return {
        categories: categories.map((c) => ({ id: c.id, code: c.code, name: localize(c.name, lang) })),
        campaign: running[0] ?? null,
        featured: await cards(featured.rows, now, lang),
        announcements: announcements.rows.map((a) => ({ id: a.id, title: localize(a.title, lang), pinned: a.pinned, publishedAt: a.publishedAt.toISOString() })),
        serverTime: now.toISOString(),
      };
    },

    categories: async (lang: Lang) => (await repo.categories()).map((c) => ({ id: c.id, code: c.code, name: localize(c.name, lang) })),

    async products(query: ProductListQuery, lang: Lang) {
      const now = clock();
      const { rows, total } = await repo.productPage(query, now);
      return { items: await cards(rows, now, lang), total, page: query.page, pageSize: query.pageSize };
    },

    async product(id: number, lang: Lang): Promise<ProductDetail> {
      const now = clock();
      const row = await repo.product(id, now);
      if (!row) throw notFound();
      const [card] = await cards([row], now, lang);
      const { product, coupon } = row;
      return {
        ...card!,
        categoryName: localize(row.categoryName, lang),
        description: localize(product.description, lang),
        images: product.images,
        perAccountLimit: product.perAccountLimit,
        onSale: product.onSale,
        availableFrom: iso(product.availableFrom),
        availableTo: iso(product.availableTo),
        available: isSellable(product, now),
        coupon: coupon ? { amount: coupon.amount ?? 0, threshold: coupon.threshold, validDays: coupon.validDays } : null,
      };
    },

    campaigns: async (lang: Lang) => {
      const now = clock();
      return { items: await campaigns(now, lang, true), serverTime: now.toISOString() };
    },

    async announcements(page: number, pageSize: number, lang: Lang) {
      const { rows, total } = await repo.announcementPage(page, pageSize, clock());
      return { items: rows.map((a) => ({ id: a.id, title: localize(a.title, lang), pinned: a.pinned, publishedAt: a.publishedAt.toISOString() })), total, page, pageSize };
    },

    async announcement(id: number, lang: Lang) {
      const row = await repo.announcement(id, clock());
      if (!row) throw notFound();
      return { id: row.id, title: localize(row.title, lang), body: localize(row.body, lang), pinned: row.pinned, publishedAt: row.publishedAt.toISOString() };
    },

    /** What the shopper may still exchange of a good: their balance, units already exchanged, units left under the limit. */
    async allowance(userId: number, productId: number) {
      const row = await repo.product(productId, clock());
      if (!row) throw notFound();
      const [balance, exchanged] = await Promise.all([createPointsRepository(db).balance(userId), repo.exchangedQuantity(userId, productId)]);
      return { balance, exchanged, remaining: Math.max(0, row.product.perAccountLimit - exchanged) };
    },
  };
}
