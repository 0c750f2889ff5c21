import { z } from 'zod';
import { regulatedClasses } from '../../db/schema/regulated-chemicals';
import { envelopeOf } from '../../lib/envelope';

const int = z.number().int();
const money = z.number();

export const noQuery = z.object({}).strict();

/** The product-page calls name up to 100 products (a list page's worth). */
export const productIdsBody = z.object({ productIds: z.array(int.min(1).max(2_147_483_647)).min(1).max(100) }).strict();

export const couponStatuses = ['available', 'used', 'expired'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const mineQuery = z
  .object({
    status: z.enum(couponStatuses).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type MineQuery = z.infer<typeof mineQuery>;

const option = z.object({ value: z.string(), label: z.string() });
export const fullReductionEnumsResponse = envelopeOf(z.object({ kinds: z.array(option) }));
export const couponEnumsResponse = envelopeOf(z.object({ kinds: z.array(option), statuses: z.array(option) }));

const tier = z.object({ threshold: money, reduce: money.optional(), rate: int.optional() });

export const ruleInfoResponse = envelopeOf(
  z.array(
    z.object({
      ruleId: int, name: z.string(), kind: z.enum(['reduce', 'discount']), tiers: z.array(tier),
      startsAt: z.string(), endsAt: z.string(), productIds: z.array(int),
    }),
  ),
);

export const activityMapResponse = envelopeOf(
  z.record(
    z.string(),
    z.array(
      z.object({
        activityId: int, name: z.string(), kind: z.string(), endsAt: z.string(),
        skus: z.array(z.object({ skuId: int, price: money, activityPrice: money })),
      }),
    ),
  ),
);

/** docs/checkout-api.md Coupon: name in the request's language, amounts in yuan, rate per mille. */
export const couponSchema = z.object({
  userCouponId: int, templateId: int, name: z.string(), kind: z.enum(['cash', 'discount']), amount: money.nullable(),
  rate: int.nullable(), threshold: money, validTo: z.string(), discount: money,
  unavailableReason: z.enum(['below_threshold', 'out_of_scope', 'expired', 'used']).nullable(),
});
export type CouponView = z.infer<typeof couponSchema>;

export const pricedLineSchema = z.object({
  skuId: int, productId: int, cartLineId: int.nullable(), name: z.string(), spec: z.string(), skuCode: z.string(),
  image: z.string(), quantity: int, stock: int, listPrice: money, unitPrice: money, amount: money,
  activity: z.object({ id: int, name: z.string(), endsAt: z.string() }).nullable(),
  fullReductionRuleId: int.nullable(),
  problem: z.enum(['unknown', 'off_sale', 'out_of_stock', 'insufficient_stock', 'over_limit']).nullable(),
  regulatedClass: z.enum(regulatedClasses).nullable(),
});

export const reductionSchema = z.object({
  ruleId: int, name: z.string(), kind: z.enum(['reduce', 'discount']), eligibleAmount: money, reduction: money,
  nextTier: tier.extend({ missing: money }).nullable(),
});

/** docs/checkout-api.md Pricing; the orders module answers its preview with the same schema. */
export const pricingSchema = z.object({
  lines: z.array(pricedLineSchema), goodsAmount: money, activitySaving: money, reductions: z.array(reductionSchema),
  reductionAmount: money, coupon: couponSchema.nullable(), coupons: z.array(couponSchema), couponAmount: money,
  shippingAmount: money, payAmount: money, pointsToEarn: int,
});
export type PricingView = z.infer<typeof pricingSchema>;

export const pricingResponse = envelopeOf(pricingSchema);
export const availableCouponsResponse = envelopeOf(z.object({ available: z.array(couponSchema), unavailable: z.array(couponSchema) }));
export const couponPageResponse = envelopeOf(z.object({ items: z.array(couponSchema), total: int, page: int, pageSize: int }));
