import type { OrderStatus } from '../../../lib/order-status';

/** The part of an OrderSummary (docs/checkout-api.md) the portal shows. */
export interface RecentOrder {
  orderNo: string;
  status: OrderStatus;
  createdAt: string;
  payAmount: number;
  itemCount: number;
}

/** A coupon of GET /api/coupon/mine (docs/checkout-api.md "Coupon"); `rate` is per mille: 950 = 5 % off. */
export interface MyCoupon {
  userCouponId: number;
  name: string;
  kind: 'cash' | 'discount';
  amount: number | null;
  rate: number | null;
  threshold: number;
  validTo: string;
}
