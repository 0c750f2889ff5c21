import type { RejectedLine, RejectReason } from '../api/add-items-to-cart';
import type { OrderItem } from '../api/order-types';

/** What "buy again" came to, line by line, in the order's own words (name, spec) rather than SKU ids. */
export interface BuyAgainReport {
  orderNo: string;
  added: OrderItem[];
  rejected: { item: OrderItem; reason: RejectReason }[];
}

/** The batch the cart is asked for: each line of the order, in the same quantity. */
export function cartItemsOf(items: OrderItem[]): { skuId: number; quantity: number }[] {
  return items.map(({ skuId, quantity }) => ({ skuId, quantity }));
}

/** Matches the cart's refusals (by index in the batch) back to the order's lines. */
export function buyAgainReport(orderNo: string, items: OrderItem[], rejected: RejectedLine[]): BuyAgainReport {
  const reasons = new Map(rejected.map((line) => [line.index, line.reason]));
  return {
    orderNo,
    added: items.filter((_, index) => !reasons.has(index)),
    rejected: items.flatMap((item, index) => {
      const reason = reasons.get(index);
      return reason ? [{ item, reason }] : [];
    }),
  };
}
