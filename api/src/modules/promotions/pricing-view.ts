import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import type { ResolvedItem } from './order-items';
import type { AppliedReduction, CouponOption, OrderPricing, PricedLine } from './price-order';
import type { CouponView, PricingView } from './schemas';

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** A coupon as the API shows it: its name in `lang`, money in yuan. */
export const couponView = (option: CouponOption, lang: Lang): CouponView => ({
  userCouponId: option.userCouponId,
  templateId: option.templateId,
  name: localize(option.name, lang),
  kind: option.kind,
  amount: yuanOrNull(option.amount),
  rate: option.rate,
  threshold: fenToYuan(option.threshold),
  validTo: option.validTo.toISOString(),
  discount: fenToYuan(option.discount),
  unavailableReason: option.unavailableReason as CouponView['unavailableReason'],
});

const lineView = (line: PricedLine, cartLineId: number | null, lang: Lang) => ({
  skuId: line.skuId,
  productId: line.productId,
  cartLineId,
  name: localize(line.name, lang),
  spec: localize(line.spec, lang),
  skuCode: line.skuCode,
  image: line.image,
  quantity: line.quantity,
  stock: line.stock,
  listPrice: fenToYuan(line.listPrice),
  unitPrice: fenToYuan(line.unitPrice),
  amount: fenToYuan(line.amount),
  activity: line.activity
    ? { id: line.activity.id, name: localize(line.activity.name, lang), endsAt: line.activity.endsAt.toISOString() }
    : null,
  fullReductionRuleId: line.fullReductionRuleId,
  problem: line.problem,
  regulatedClass: line.regulatedClass,
});

const reductionView = (applied: AppliedReduction, lang: Lang) => ({
  ruleId: applied.ruleId,
  name: localize(applied.name, lang),
  kind: applied.kind,
  eligibleAmount: fenToYuan(applied.eligibleAmount),
  reduction: fenToYuan(applied.reduction),
  nextTier: applied.nextTier && {
    threshold: fenToYuan(applied.nextTier.threshold),
    ...(applied.nextTier.reduce !== undefined ? { reduce: fenToYuan(applied.nextTier.reduce) } : {}),
    ...(applied.nextTier.rate !== undefined ? { rate: applied.nextTier.rate } : {}),
    missing: fenToYuan(applied.nextTier.missing),
  },
});

/**
 * docs/checkout-api.md Pricing in `lang`. `items` are what was priced (same order as the lines): they
 * carry the cart line each came from.
 */
export const pricingView = (pricing: OrderPricing, lang: Lang, items: readonly ResolvedItem[] = []): PricingView => ({
  lines: pricing.lines.map((line, i) => lineView(line, items[i]?.cartLineId ?? null, lang)),
  goodsAmount: fenToYuan(pricing.goodsAmount),
  activitySaving: fenToYuan(pricing.activitySaving),
  reductions: pricing.reductions.map((applied) => reductionView(applied, lang)),
  reductionAmount: fenToYuan(pricing.reductionAmount),
  coupon: pricing.coupon && couponView(pricing.coupon, lang),
  coupons: pricing.coupons.map((option) => couponView(option, lang)),
  couponAmount: fenToYuan(pricing.couponAmount),
  shippingAmount: fenToYuan(pricing.shippingAmount),
  payAmount: fenToYuan(pricing.payAmount),
  pointsToEarn: pricing.pointsToEarn,
});
