import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import { activeRules } from './active-rules';
import { createCouponRepository } from './coupon-repository';
import { ruleForLine } from './full-reduction';
import { resolveItems, type OrderItemsInput } from './order-items';
import { priceOrder } from './price-order';
import { couponView, pricingView } from './pricing-view';
import { createPromotionRepository } from './repository';
import type { MineQuery } from './schemas';

const iso = (date: Date) => date.toISOString();

/** The promotions calls of the cart and product pages (docs/checkout-api.md "Promotions"). */
export function createPromotionService(db: Db) {
  const promotions = createPromotionRepository(db);
  const coupons = createCouponRepository(db);

  /** The order's pricing without a coupon applied: every coupon comes back with what it would do. */
  const priceWithoutCoupon = async (userId: number, body: OrderItemsInput) => {
    const items = await resolveItems(db, userId, body);
    return { items, pricing: await priceOrder(db, { userId, items, userCouponId: null }) };
  };

  return {
    async calculate(userId: number, body: OrderItemsInput, lang: Lang) {
      const { items, pricing } = await priceWithoutCoupon(userId, body);
      return pricingView(pricing, lang, items);
    },

    async availableCoupons(userId: number, body: OrderItemsInput, lang: Lang) {
      const views = (await priceWithoutCoupon(userId, body)).pricing.coupons.map((option) => couponView(option, lang));
      return { available: views.filter((c) => c.unavailableReason === null), unavailable: views.filter((c) => c.unavailableReason !== null) };
    },

    /**
     * The active rules the products count towards. A product in the scope of several rules is listed under
     * the one its order line would count towards, so the product page promises what the cart gives.
     */
    async ruleInfo(productIds: number[], lang: Lang, now = new Date()) {
      const [rows, rules] = await Promise.all([promotions.productSkus(productIds), activeRules(db, now)]);
      const byRule = new Map<number, Set<number>>();
      for (const row of rows) {
        const rule = ruleForLine(rules, { categoryId: row.categoryId, topCategoryId: row.parentId ?? row.categoryId });
        if (rule) byRule.set(rule.id, (byRule.get(rule.id) ?? new Set()).add(row.productId));
      }
      return rules
        .filter((rule) => byRule.has(rule.id))
        .map((rule) => ({
          ruleId: rule.id,
          name: localize(rule.name, lang),
          kind: rule.kind,
          tiers: rule.tiers.map((tier) => ({
            threshold: fenToYuan(tier.threshold),
            ...(tier.reduce !== undefined ? { reduce: fenToYuan(tier.reduce) } : {}),
            ...(tier.rate !== undefined ? { rate: tier.rate } : {}),
          })),
          startsAt: iso(rule.startsAt),
          endsAt: iso(rule.endsAt),
          productIds: [...byRule.get(rule.id)!].sort((a, b) => a - b),
        }));
    },

    /** Per product, the running activities that sell some of its SKUs below their list price. */
    async activityMap(productIds: number[], lang: Lang, now = new Date()) {
      const rows = await promotions.productSkus(productIds);
      const skus = new Map(rows.map((row) => [row.skuId, row]));
      const prices = await promotions.activityPrices([...skus.keys()], now);
      type Entry = { activityId: number; name: string; kind: string; endsAt: string; skus: { skuId: number; price: number; activityPrice: number }[] };
      const map: Record<string, Entry[]> = {};
      for (const offer of prices) {
        const sku = skus.get(offer.skuId)!;
        if (offer.price >= sku.price) continue;
        const entries = (map[String(sku.productId)] ??= []);
        let entry = entries.find((e) => e.activityId === offer.activityId);
        if (!entry) {
          entry = { activityId: offer.activityId, name: localize(offer.name, lang), kind: offer.kind, endsAt: iso(offer.endsAt), skus: [] };
          entries.push(entry);
        }
        entry.skus.push({ skuId: sku.skuId, price: fenToYuan(sku.price), activityPrice: fenToYuan(offer.price) });
      }
      return map;
    },

    /** "My coupons": what each is, and whether it can still be used (no order here, so no discount). */
    async mine(userId: number, query: MineQuery, lang: Lang, now = new Date()) {
      const { items, total } = await coupons.page(userId, query, now);
      const views = items.map((row) =>
        couponView({ ...row, discount: 0, unavailableReason: row.orderId !== null ? 'used' : row.validTo <= now ? 'expired' : null }, lang),
      );
      return { items: views, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
