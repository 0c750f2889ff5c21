import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { yuanToFen } from '../../lib/money';
import { resolveItems } from '../promotions/order-items';
import { priceOrder } from '../promotions/price-order';
import { pricingView } from '../promotions/pricing-view';
import { orderNoPrefix } from './order-number';
import type { PlacedOrder } from './repository';
import type { CreateInput } from './schemas';
import { BudgetShort, writeOrder } from './write-order';
import { approvalRequired, budgetRefusal, checkGroupOrder } from '../lab-groups/group-order';
import { holdOf } from '../lab-group-approvals/hold';
import { assertRegulatedAllowed, recordEndUse } from '../regulated-chemicals/checkout-rule';
import { placeOnTerms } from '../lab-group-terms/place-on-terms';

export type PlaceRequest = { userId: number; key: string; hash: string; input: CreateInput; lang: Lang; now: Date };

/**
 * Order creation: price the lines as they are now, refuse what the shopper was not shown, then write it
 * all in one atomic call (write-order.ts), which claims the Idempotency-Key, takes the stock, redeems the
 * coupon and empties the ordered cart lines, or refuses and leaves nothing behind.
 * The reads run outside a transaction, as they would at READ COMMITTED inside one: what a parallel writer
 * may change meanwhile (stock, the coupon, the cart lines) the write checks again, atomically.
 */
export async function placeOrder(db: Db, config: Config, request: PlaceRequest): Promise<PlacedOrder> {
  const { userId, input, lang, now } = request;
  const group = input.labGroupId === undefined ? null : await checkGroupOrder(db, userId, input.labGroupId, input.budgetId!, now);
  const items = await resolveItems(db, userId, input);
  const pricing = await priceOrder(db, { userId, items, userCouponId: input.userCouponId, now, chosenCouponOnly: true });

  const problems = pricing.lines.filter((line) => line.problem !== null);
  if (problems.length > 0) throw new AppError(409, 'lineUnavailable', { lines: problems.map((l) => ({ skuId: l.skuId, problem: l.problem })) });
  if (yuanToFen(input.expectedPayAmount) !== pricing.payAmount) throw new AppError(409, 'priceChanged', pricingView(pricing, lang, items));
  // Before the group's rules: a regulated order the buyer may not make is refused for that, never sent for approval.
  const regulated = await assertRegulatedAllowed(db, { userId, labGroupId: input.labGroupId ?? null, lines: pricing.lines, endUse: input.endUse, now });
  if (group) {
    // Every member's group order goes through the group's rules; one they hold is refused with the reasons, and the
    // checkout offers to send it for approval instead (lab-group-approvals).
    const facts = { groupId: input.labGroupId!, ...group, payAmount: pricing.payAmount, productIds: pricing.lines.map((line) => line.productId) };
    const { reasons } = await holdOf(db, facts);
    if (reasons.length > 0) throw approvalRequired(reasons, group.remaining);
  }

  const write = (handle: Db) => writeOrder(handle, {
    labGroupId: input.labGroupId ?? null,
    budgetId: input.budgetId ?? null,
    userId,
    key: request.key,
    hash: request.hash,
    orderNoPrefix: orderNoPrefix(now),
    addressId: input.addressId,
    goodsAmount: pricing.goodsAmount,
    reductionAmount: pricing.reductionAmount,
    couponAmount: pricing.couponAmount,
    shippingAmount: pricing.shippingAmount,
    payAmount: pricing.payAmount,
    invoice: input.invoice,
    note: input.note,
    fullReductionRuleId: pricing.reductions[0]?.ruleId ?? null,
    userCouponId: pricing.coupon?.userCouponId ?? null,
    payDeadline: new Date(now.getTime() + config.orderPayTimeoutMs),
    at: now,
    lines: pricing.lines,
    cartLineIds: items.flatMap((item) => (item.cartLineId === null ? [] : [item.cartLineId])),
  });
  // place_order is one statement: wrapping it with the declaration keeps the two together.
  const { endUse } = regulated;
  const withEndUse = async (tx: Db) => {
    const order = await write(tx);
    if (endUse !== null) await recordEndUse(tx, order.id, endUse);
    return order;
  };
  // Pay on invoice: the same write inside the transaction that locks the group's terms and checks the credit limit.
  const placed = input.paymentTerms === 'invoice'
    ? placeOnTerms(db, input.labGroupId!, pricing.payAmount, now, withEndUse)
    : endUse === null ? write(db) : db.transaction(withEndUse);
  return placed.catch((error: unknown) => {
    throw error instanceof BudgetShort ? budgetRefusal(group!.overBudget, error.remaining) : error;
  });
}
