import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { yuanToFen } from '../../lib/money';
import { redeemCoupon } from '../promotions/coupon-redemption';
import { resolveItems } from '../promotions/order-items';
import { priceOrder } from '../promotions/price-order';
import { pricingView } from '../promotions/pricing-view';
import { insertOrder } from './insert-order';
import { nextOrderNo } from './order-number';
import type { PlacedOrder } from './repository';
import { createOrderRepository } from './repository';
import type { CreateInput } from './schemas';
import { takeStock } from './stock';

export type PlaceRequest = { userId: number; key: string; hash: string; input: CreateInput; lang: Lang; now: Date };

/**
 * Everything of order creation, in the caller's ONE transaction `tx`: price the lines as they are now,
 * refuse what the shopper did not see, claim the Idempotency-Key, take stock, write the order, its lines
 * and its first timeline event, redeem the coupon and empty the ordered cart lines. Any refusal throws,
 * so the transaction rolls back and nothing of it remains.
 */
export async function placeOrder(tx: Db, config: Config, request: PlaceRequest): Promise<PlacedOrder> {
  const { userId, input, lang, now } = request;
  const repo = createOrderRepository(tx);
  const items = await resolveItems(tx, userId, input);
  const pricing = await priceOrder(tx, { userId, items, userCouponId: input.userCouponId, now, chosenCouponOnly: true });

  const problems = pricing.lines.filter((line) => line.problem !== null);
  if (problems.length > 0) throw new AppError(409, 'lineUnavailable', { lines: problems.map((l) => ({ skuId: l.skuId, problem: l.problem })) });
  if (yuanToFen(input.expectedPayAmount) !== pricing.payAmount) throw new AppError(409, 'priceChanged', pricingView(pricing, lang, items));

  const address = await repo.ownAddress(userId, input.addressId);
  if (!address) throw notFound();

  const order = await insertOrder(tx, {
    values: {
      orderNo: nextOrderNo(now),
      userId,
      goodsAmount: pricing.goodsAmount,
      reductionAmount: pricing.reductionAmount,
      couponAmount: pricing.couponAmount,
      shippingAmount: pricing.shippingAmount,
      payAmount: pricing.payAmount,
      address,
      invoice: input.invoice,
      note: input.note,
      fullReductionRuleId: pricing.reductions[0]?.ruleId ?? null,
      userCouponId: pricing.coupon?.userCouponId ?? null,
      payDeadline: new Date(now.getTime() + config.orderPayTimeoutMs),
    },
    lines: pricing.lines,
    request: { userId, key: request.key, hash: request.hash },
    at: now,
  });

  const short = await takeStock(tx, pricing.lines);
  if (short.length > 0) {
    throw new AppError(409, 'lineUnavailable', { lines: short.map((skuId) => ({ skuId, problem: 'insufficient_stock' })) });
  }
  if (pricing.coupon && !(await redeemCoupon(tx, { userCouponId: pricing.coupon.userCouponId, userId, orderId: order.id, now }))) {
    throw new AppError(409, 'couponUnavailable');
  }
  const cartLineIds = items.flatMap((item) => (item.cartLineId === null ? [] : [item.cartLineId]));
  // A parallel order (another key) of the same cart lines committed first: they no longer exist for this one.
  if (cartLineIds.length > 0 && (await repo.deleteCartLines(userId, cartLineIds)) !== cartLineIds.length) throw notFound();
  return order;
}
