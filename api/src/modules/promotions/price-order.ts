import type { RegulatedClass } from '../../db/schema/regulated-chemicals';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { applyActivityPrices } from './activity-prices';
import { chooseCoupon, couponOption, rankCoupons } from './coupon-discount';
import { activeRules } from './active-rules';
import { applyFullReductions } from './full-reduction';
import { loadOrderLines } from './order-lines';
import { createPromotionRepository } from './repository';

/**
 * THE pricing of an order, used by the cart's totals, the confirm-order preview and order creation, so
 * what the shopper is shown is what they are charged. All amounts are integer fen (DESIGN §5).
 *
 * Order of operations: activity price per unit → full reduction on the goods in each rule's scope → one
 * coupon on what is left of its scope → shipping on what is left of the order → points on the pay amount.
 */

/** Free delivery once the goods (after reductions and coupon) reach ¥99; otherwise ¥10. */
export const FREE_SHIPPING_FROM = 9_900;
export const SHIPPING_FEE = 1_000;
/** One point per whole yuan paid. */
export const pointsFor = (payAmount: number): number => Math.floor(payAmount / 100);

export type PricingRequest = {
  userId: number;
  items: { skuId: number; quantity: number }[];
  /** A coupon the shopper chose; undefined picks the best applicable one, null uses none. */
  userCouponId?: number | null;
  /**
   * Order creation needs only the chosen coupon, not every coupon the shopper holds with what it would
   * do (the preview's list): true reads just that one, or none for null, saving a query per order.
   */
  chosenCouponOnly?: boolean;
  now?: Date;
};

/** Why a line cannot be ordered as it stands (order creation refuses; the preview shows it). */
export type LineProblem = 'unknown' | 'off_sale' | 'out_of_stock' | 'insufficient_stock' | 'over_limit';

export type PricedLine = {
  skuId: number;
  productId: number;
  /** The product's sub-category and its top category (scopes of rules and coupons). */
  categoryId: number;
  topCategoryId: number;
  name: LocalizedText;
  spec: LocalizedText;
  skuCode: string;
  image: string;
  quantity: number;
  stock: number;
  maxPerOrder: number;
  /** The SKU's own price. */
  listPrice: number;
  /** What one unit costs in this order: the lowest active activity price, else the list price. */
  unitPrice: number;
  activity: { id: number; name: LocalizedText; endsAt: Date } | null;
  /** unitPrice × quantity. */
  amount: number;
  /** The full-reduction rule this line counts towards, if any. */
  fullReductionRuleId: number | null;
  problem: LineProblem | null;
  /** The product's regulated class (docs/regulated-chemicals.md), so the checkout can ask for a group and an end use before the order is refused. */
  regulatedClass: RegulatedClass | null;
};

export type AppliedReduction = {
  ruleId: number;
  name: LocalizedText;
  kind: 'reduce' | 'discount';
  /** Goods amount of the lines in its scope. */
  eligibleAmount: number;
  reduction: number;
  /** The next tier and how much more to spend for it (cart hint), or null at the top tier. */
  nextTier: { threshold: number; reduce?: number; rate?: number; missing: number } | null;
};

export type CouponOption = {
  userCouponId: number;
  templateId: number;
  name: LocalizedText;
  kind: 'cash' | 'discount';
  amount: number | null;
  rate: number | null;
  threshold: number;
  validTo: Date;
  /** What it would take off this order (0 when not applicable). */
  discount: number;
  /** null when applicable; else why not (below_threshold, out_of_scope, expired, used). */
  unavailableReason: string | null;
};

export type OrderPricing = {
  lines: PricedLine[];
  /** Σ amount (activity prices applied). */
  goodsAmount: number;
  /** Σ (listPrice − unitPrice) × quantity: what activities saved (already inside goodsAmount). */
  activitySaving: number;
  reductions: AppliedReduction[];
  reductionAmount: number;
  /** The coupon applied, and every coupon the shopper holds with what it would do here. */
  coupon: CouponOption | null;
  coupons: CouponOption[];
  couponAmount: number;
  shippingAmount: number;
  /** goods − reduction − coupon + shipping, never below zero. */
  payAmount: number;
  pointsToEarn: number;
};

/** ¥10 below ¥99 of goods after reductions and coupon; nothing to deliver, nothing to pay for it. */
export const shippingFor = (goodsAmount: number, netGoods: number): number =>
  goodsAmount === 0 || netGoods >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;

/**
 * Prices `request.items` for `request.userId` with the promotions active at `now`. Reads only; the
 * caller's transaction (order creation) then takes stock and redeems the coupon. Unknown SKUs come back
 * as lines with problem 'unknown' and price 0. Lines with other problems are priced all the same, so the
 * preview can show them; order creation refuses them.
 */
export async function priceOrder(db: Db, request: PricingRequest): Promise<OrderPricing> {
  const now = request.now ?? new Date();
  const promotions = createPromotionRepository(db);
  // One after another: `db` may be a transaction, i.e. one connection, which must not be handed a second
  // query while the first runs (node-postgres deprecates it; PGlite would queue anyway).
  const listed = await loadOrderLines(db, request.items, now);
  const rules = await activeRules(db, now);
  const held = !request.chosenCouponOnly
    ? await promotions.heldCoupons(request.userId)
    : typeof request.userCouponId === 'number'
      ? await promotions.heldCoupons(request.userId, request.userCouponId)
      : [];

  const priced = applyActivityPrices(listed.lines, listed.offers);
  const known = priced.map((line) => (line.problem === 'unknown' ? null : line));
  const { reductions, ruleIds, lineReductions } = applyFullReductions(rules, known);
  const lines = priced.map((line, i) => ({ ...line, fullReductionRuleId: ruleIds[i] ?? null }));

  const couponLines = lines.flatMap((line, i) => (known[i] ? [{ ...line, net: line.amount - lineReductions[i]! }] : []));
  const coupons = rankCoupons(held.map((coupon) => couponOption(coupon, couponLines, now)));
  const coupon = chooseCoupon(coupons, request.userCouponId);

  const goodsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const activitySaving = lines.reduce((sum, line) => sum + (line.listPrice - line.unitPrice) * line.quantity, 0);
  const reductionAmount = reductions.reduce((sum, applied) => sum + applied.reduction, 0);
  const couponAmount = coupon?.discount ?? 0;
  const netGoods = goodsAmount - reductionAmount - couponAmount;
  const shippingAmount = shippingFor(goodsAmount, netGoods);
  const payAmount = Math.max(0, netGoods + shippingAmount);
  return {
    lines, goodsAmount, activitySaving, reductions, reductionAmount, coupon, coupons, couponAmount,
    shippingAmount, payAmount, pointsToEarn: pointsFor(payAmount),
  };
}
