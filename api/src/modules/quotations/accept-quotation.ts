import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { requestHash } from '../orders/idempotency';
import { orderNoPrefix } from '../orders/order-number';
import { createOrderRepository, type PlacedOrder } from '../orders/repository';
import { writeOrder } from '../orders/write-order';
import { loadOrderLines } from '../promotions/order-lines';
import { effectiveStatus } from './quotation-view';
import { createQuotationRepository } from './repository';

export type AcceptRequest = { userId: number; quoteNo: string; addressId: number; now: Date };

/**
 * Accepting a quotation places a normal unpaid order at the quoted prices, paid like any other order.
 * One transaction holds the quotation row FOR UPDATE, so of two parallel accepts the second waits, then
 * finds it accepted and answers with the same order. The order itself is written by the checkout's own
 * path (write-order.ts: place_order takes the stock, snapshots the address, starts the timeline) with the
 * quote's unit prices and shipping instead of the catalogue's pricing: no activity, reduction or coupon.
 * Only the owner (anyone else: 404), only a quoted row (not withdrawn), only before its validity ends.
 */
export async function acceptQuotation(db: Db, config: Config, request: AcceptRequest): Promise<PlacedOrder> {
  const { userId, quoteNo, addressId, now } = request;
  return db.transaction(async (tx) => {
    const quotation = await createQuotationRepository(tx).byNo(quoteNo, userId, true);
    if (!quotation) throw notFound();
    if (quotation.status === 'accepted' && quotation.orderId !== null) {
      const order = await createOrderRepository(tx).byId(quotation.orderId);
      if (order) return order; // a repeated accept (double click, retry): the order it made
    }
    // Staff withdrew it: a withdrawal holds this same row lock, so it either came first (refused here) or waits.
    if (quotation.status === 'withdrawn') throw new AppError(409, 'quotationWithdrawn');
    if (effectiveStatus(quotation, now) === 'expired') throw new AppError(409, 'quotationExpired');
    if (quotation.status !== 'quoted') throw new AppError(409, 'quotationStateChanged');

    const { lines } = await loadOrderLines(tx, quotation.lines, now);
    // Stock is checked by place_order; a product taken off sale since the quote cannot be ordered.
    const gone = lines.filter((line) => line.problem === 'unknown' || line.problem === 'off_sale');
    if (gone.length > 0) throw new AppError(409, 'lineUnavailable', { lines: gone.map((l) => ({ skuId: l.skuId, problem: l.problem })) });
    const quoted = lines.map((line, i) => {
      const unitPrice = quotation.lines[i]!.unitPrice!;
      return { ...line, unitPrice, activity: null, amount: unitPrice * line.quantity };
    });
    const goodsAmount = quoted.reduce((sum, line) => sum + line.amount, 0);
    const shippingAmount = quotation.shippingAmount ?? 0;

    const placed = await writeOrder(tx, {
      labGroupId: null,
      budgetId: null,
      userId,
      // The quotation's own Idempotency-Key: a second order for it could never be written, even past the lock.
      // The colon keeps it out of what a client's Idempotency-Key header may be, so no shopper can take it first.
      key: `quotation:${quotation.quoteNo}`,
      hash: requestHash({ quoteNo: quotation.quoteNo }),
      orderNoPrefix: orderNoPrefix(now),
      addressId,
      goodsAmount,
      reductionAmount: 0,
      couponAmount: 0,
      shippingAmount,
      payAmount: goodsAmount + shippingAmount,
      invoice: quotation.invoice,
      note: `${quotation.quoteNo}${quotation.note ? ` ${quotation.note}` : ''}`.slice(0, 200),
      fullReductionRuleId: null,
      userCouponId: null,
      payDeadline: new Date(now.getTime() + config.orderPayTimeoutMs),
      at: now,
      lines: quoted,
      cartLineIds: [],
    });
    // The row lock held since the read means nothing else can have moved it; say so if that ever changes.
    const moved = await createQuotationRepository(tx).move(quotation.id, 'quoted', { status: 'accepted', orderId: placed.id, closedAt: now });
    if (!moved) throw new AppError(409, 'quotationStateChanged');
    return placed;
  });
}
