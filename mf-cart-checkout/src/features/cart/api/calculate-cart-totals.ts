import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** docs/checkout-api.md PricedLine, as far as the cart reads it (money in yuan). */
export interface PricedLine {
  skuId: number;
  cartLineId: number | null;
  quantity: number;
  listPrice: number;
  unitPrice: number;
  amount: number;
  activity: { id: number; name: string; endsAt: string } | null;
  problem: null | 'unknown' | 'off_sale' | 'out_of_stock' | 'insufficient_stock' | 'over_limit';
}

/** docs/checkout-api.md Reduction: a full-reduction rule, what it takes off and the next tier to reach. */
export interface Reduction {
  ruleId: number;
  name: string;
  kind: 'reduce' | 'discount';
  eligibleAmount: number;
  reduction: number;
  /** `rate` is per mille of the price paid: 950 = 5 % off. */
  nextTier: { threshold: number; reduce?: number; rate?: number; missing: number } | null;
}

/** docs/checkout-api.md Pricing without coupons: the cart's totals. */
export interface CartPricing {
  lines: PricedLine[];
  goodsAmount: number;
  activitySaving: number;
  reductions: Reduction[];
  reductionAmount: number;
  shippingAmount: number;
  payAmount: number;
}

/**
 * POST /api/fullsubtracting/calculate/order/reduce `{ cartLineIds }` (1–100 of the shopper's own lines):
 * the server prices them at their stored quantities, so the cart shows what the order will charge.
 */
export async function calculateCartTotals(cartLineIds: number[], signal?: AbortSignal): Promise<CartPricing> {
  const body = await apiPost<CartPricing>('/api/fullsubtracting/calculate/order/reduce', { cartLineIds }, { signal });
  if (body.code !== CODE_OK || !body.data) throw body; // "Business Failed" passes the client but carries no totals
  return { ...body.data, lines: body.data.lines ?? [], reductions: body.data.reductions ?? [] };
}
