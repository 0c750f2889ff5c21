/** Shapes of docs/checkout-api.md the confirm-order page reads: texts localized, money in yuan (two decimals). */

export type LineProblem = 'unknown' | 'off_sale' | 'out_of_stock' | 'insufficient_stock' | 'over_limit';

/** A regulated chemical's class (docs/regulated-chemicals.md); null for any other product. */
export type RegulatedClass = 'precursor' | 'explosive_precursor' | 'highly_toxic';

export interface PricedLine {
  skuId: number;
  productId: number;
  cartLineId: number | null;
  name: string;
  spec: string;
  skuCode: string;
  image: string;
  quantity: number;
  stock: number;
  listPrice: number;
  /** One unit in this order: the activity price when one applies, else the list price. */
  unitPrice: number;
  amount: number;
  activity: { id: number; name: string; endsAt: string } | null;
  fullReductionRuleId: number | null;
  problem: LineProblem | null;
  /** Set on a regulated chemical: the order then needs a verified lab group and an end-use declaration. */
  regulatedClass: RegulatedClass | null;
}

export interface Reduction {
  ruleId: number;
  name: string;
  kind: 'reduce' | 'discount';
  eligibleAmount: number;
  reduction: number;
  nextTier: { threshold: number; reduce?: number; rate?: number; missing: number } | null;
}

export type CouponUnavailableReason = 'below_threshold' | 'out_of_scope' | 'expired' | 'used';

export interface Coupon {
  userCouponId: number;
  templateId: number;
  name: string;
  kind: 'cash' | 'discount';
  amount: number | null;
  /** Per mille: 950 = 5 % off. */
  rate: number | null;
  threshold: number;
  validTo: string;
  discount: number;
  unavailableReason: CouponUnavailableReason | null;
}

export interface Pricing {
  lines: PricedLine[];
  goodsAmount: number;
  /** What activity prices saved; already inside goodsAmount. */
  activitySaving: number;
  reductions: Reduction[];
  reductionAmount: number;
  coupon: Coupon | null;
  coupons: Coupon[];
  couponAmount: number;
  shippingAmount: number;
  payAmount: number;
  pointsToEarn: number;
}

/** What the account remote's `./AddressPicker` hands over (one shared definition). */
export type { Address } from '@labmall/shared/account/address-types';

export type Invoice =
  | { type: 'none' }
  | { type: 'ordinary'; title: string; taxNumber: string }
  | {
      type: 'special';
      title: string;
      taxNumber: string;
      bank: string;
      bankAccount: string;
      registeredAddress: string;
      registeredPhone: string;
    };
