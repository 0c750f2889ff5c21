import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { writeRequest, replay } from '../lab-group-approvals/create-request';
import { holdOf } from '../lab-group-approvals/hold';
import type { CreatedView } from '../lab-group-approvals/schemas';
import { budgetExceeded, budgetRefusal, checkGroupOrder } from '../lab-groups/group-order';
import { KeyTaken, requestHash } from '../orders/idempotency';
import { orderNoPrefix } from '../orders/order-number';
import { createOrderRepository, type PlacedOrder } from '../orders/repository';
import { BudgetShort, writeOrder } from '../orders/write-order';
import { assertRegulatedAllowed, recordEndUse } from '../regulated-chemicals/checkout-rule';
import { loadOrderLines } from '../promotions/order-lines';
import type { PricedLine } from '../promotions/price-order';
import { effectiveStatus } from './quotation-view';
import { createQuotationRepository, type QuotationRow } from './repository';

export type AcceptRequest = { userId: number; quoteNo: string; addressId: number; now: Date; labGroupId?: number; budgetId?: number; endUse?: string | undefined };
/** An order, or (a group's rules held it) an approval request at the quoted prices. */
export type Accepted = { order: PlacedOrder } | { approvalRequest: CreatedView };

/**
 * Accepting a quotation places a normal unpaid order at the quoted prices, paid like any other order.
 * One transaction holds the quotation row FOR UPDATE, so of two parallel accepts the second waits, then
 * finds it accepted and answers with the same order. The order itself is written by the checkout's own
 * path (write-order.ts: place_order takes the stock, snapshots the address, starts the timeline) with the
 * quote's unit prices and shipping instead of the catalogue's pricing: no activity, reduction or coupon.
 * Only the owner (anyone else: 404), only a quoted row (not withdrawn), only before its validity ends.
 *
 * For a group (`labGroupId` + `budgetId`, docs/lab-groups.md "Approvals"): the same rules as the checkout. Held, the
 * quotation becomes an approval request at the quoted prices (key `quotation:<quoteNo>`, so one per quotation) and
 * stays `quoted`; the approval then orders it through `orderApprovedQuotation`. Not held, a group order on the budget.
 */
export async function acceptQuotation(db: Db, config: Config, request: AcceptRequest): Promise<Accepted> {
  const { userId, quoteNo, addressId, now, labGroupId, budgetId } = request;
  const group = labGroupId === undefined ? null : { id: labGroupId, budgetId: budgetId!, ...(await checkGroupOrder(db, userId, labGroupId, budgetId!, now)) };
  const key = `quotation:${quoteNo}`;
  const hash = requestHash({ quoteNo });
  if (group) {
    const earlier = await replay(db, userId, key, hash); // sent for approval already: that request, whatever became of it
    if (earlier) return { approvalRequest: earlier };
  }
  try {
    return await db.transaction(async (tx): Promise<Accepted> => {
      const quotation = await lockedQuotation(tx, quoteNo, userId, now);
      if ('orderNo' in quotation) return { order: quotation }; // a repeated accept (double click, retry): the order it made
      const quoted = await quotedOrder(tx, quotation, now);
      const { endUse } = await assertRegulatedAllowed(tx, { userId, labGroupId: group?.id ?? null, lines: quoted.lines, endUse: request.endUse, now });
      if (group) {
        const facts = { groupId: group.id, roles: group.roles, overBudget: group.overBudget, remaining: group.remaining, payAmount: quoted.payAmount, productIds: quoted.lines.map((l) => l.productId) };
        const { reasons, hazardous } = await holdOf(tx, facts);
        if (reasons.length > 0) {
          if (group.overBudget === 'refuse' && quoted.payAmount > group.remaining) throw budgetExceeded(group.remaining);
          const address = await createOrderRepository(tx).ownAddress(userId, addressId, group.id);
          if (!address) throw notFound();
          const lines = quoted.lines.map((l) => ({ productId: l.productId, skuId: l.skuId, quantity: l.quantity, unitPrice: l.unitPrice, hazardous: hazardous.has(l.productId) }));
          const approvalRequest = await writeRequest(tx, {
            groupId: group.id, budgetId: group.budgetId, userId, reasons, overBudget: group.overBudget, address, invoice: quotation.invoice as Record<string, unknown> | null,
            total: quoted.payAmount, note: orderNote(quotation), endUse, key, hash, lines, cartLineIds: [],
          });
          return { approvalRequest };
        }
      }
      const order = await placeQuoted(tx, config, quotation, quoted, { userId, addressId, labGroupId: group?.id ?? null, budgetId: group?.budgetId ?? null, now });
      if (endUse !== null) await recordEndUse(tx, order.id, endUse);
      return { order };
    });
  } catch (error) {
    if (error instanceof KeyTaken && group) {
      const earlier = await replay(db, userId, key, hash); // already sent for approval
      if (earlier) return { approvalRequest: earlier };
    }
    throw error instanceof BudgetShort && group ? budgetRefusal(group.overBudget, error.remaining) : error;
  }
}

/**
 * The order of an approved request that came from a quotation (lab-group-approvals/decide-request.ts), in the
 * approval's transaction: the quotation must still be quoted and valid, the order is the requester's at the quoted
 * prices with the request's address snapshot, and the quotation becomes accepted with it.
 */
export async function orderApprovedQuotation(
  tx: Db,
  config: Config,
  target: { quoteNo: string; userId: number; address: Record<string, unknown>; labGroupId: number; budgetId: number; overspend: boolean; now: Date },
): Promise<PlacedOrder> {
  const quotation = await lockedQuotation(tx, target.quoteNo, target.userId, target.now);
  if ('orderNo' in quotation) throw new AppError(409, 'quotationStateChanged');
  return placeQuoted(tx, config, quotation, await quotedOrder(tx, quotation, target.now), { ...target, addressId: 0 });
}

/** The quotation row locked FOR UPDATE, if it may be accepted now; or the order an earlier acceptance made. */
async function lockedQuotation(tx: Db, quoteNo: string, userId: number, now: Date): Promise<QuotationRow | PlacedOrder> {
  const quotation = await createQuotationRepository(tx).byNo(quoteNo, userId, true);
  if (!quotation) throw notFound();
  if (quotation.status === 'accepted' && quotation.orderId !== null) {
    const order = await createOrderRepository(tx).byId(quotation.orderId);
    if (order) return order;
  }
  // Staff withdrew it: a withdrawal holds this same row lock, so it either came first (refused here) or waits.
  if (quotation.status === 'withdrawn') throw new AppError(409, 'quotationWithdrawn');
  if (effectiveStatus(quotation, now) === 'expired') throw new AppError(409, 'quotationExpired');
  if (quotation.status !== 'quoted') throw new AppError(409, 'quotationStateChanged');
  return quotation;
}

type Quoted = { lines: PricedLine[]; goodsAmount: number; shippingAmount: number; payAmount: number };

/** The quotation's lines at the quoted unit prices and its shipping. */
async function quotedOrder(tx: Db, quotation: QuotationRow, now: Date): Promise<Quoted> {
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
  return { lines: quoted, goodsAmount, shippingAmount, payAmount: goodsAmount + shippingAmount };
}

const orderNote = (quotation: QuotationRow) => `${quotation.quoteNo}${quotation.note ? ` ${quotation.note}` : ''}`.slice(0, 200);

type Target = { userId: number; addressId: number; address?: Record<string, unknown>; labGroupId: number | null; budgetId: number | null; overspend?: boolean; now: Date };

async function placeQuoted(tx: Db, config: Config, quotation: QuotationRow, quoted: Quoted, target: Target): Promise<PlacedOrder> {
  const { now } = target;
  const placed = await writeOrder(tx, {
    labGroupId: target.labGroupId,
    budgetId: target.budgetId,
    userId: target.userId,
    // The quotation's own Idempotency-Key: a second order for it could never be written, even past the lock.
    // The colon keeps it out of what a client's Idempotency-Key header may be, so no shopper can take it first.
    key: `quotation:${quotation.quoteNo}`,
    hash: requestHash({ quoteNo: quotation.quoteNo }),
    orderNoPrefix: orderNoPrefix(now),
    addressId: target.addressId,
    address: target.address,
    overspend: target.overspend,
    goodsAmount: quoted.goodsAmount,
    reductionAmount: 0,
    couponAmount: 0,
    shippingAmount: quoted.shippingAmount,
    payAmount: quoted.payAmount,
    invoice: quotation.invoice,
    note: orderNote(quotation),
    fullReductionRuleId: null,
    userCouponId: null,
    payDeadline: new Date(now.getTime() + config.orderPayTimeoutMs),
    at: now,
    lines: quoted.lines,
    cartLineIds: [],
  });
  // The row lock held since the read means nothing else can have moved it; say so if that ever changes.
  const moved = await createQuotationRepository(tx).move(quotation.id, 'quoted', { status: 'accepted', orderId: placed.id, closedAt: now });
  if (!moved) throw new AppError(409, 'quotationStateChanged');
  return placed;
}
