import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import { approvalRequestLines, approvalRequests, type ApprovalDifference, type ApprovalStatus } from '../../db/schema/lab-group-approvals';
import type { LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { findMembership, forbidden, labGroupError } from '../lab-groups/access';
import { moveBudget } from '../lab-groups/budget-ledger';
import { budgetRefusal, usableBudget } from '../lab-groups/group-order';
import { enqueueUserMail } from '../mail/outbox';
import { requestHash } from '../orders/idempotency';
import { orderNoPrefix } from '../orders/order-number';
import { orderApprovedQuotation } from '../quotations/accept-quotation';
import { BudgetShort, writeOrder } from '../orders/write-order';
import { priceOrder, type OrderPricing } from '../promotions/price-order';
import { assertRegulatedAllowed, recordEndUse } from '../regulated-chemicals/checkout-rule';
import { lockTermsFor, markTermOrder } from '../lab-group-terms/place-on-terms';
import { linesOf, reservationOf, type RequestRow } from './repository';
import { deciders, detailOf, freshDetail, visibleRequest } from './request-view';
import type { ApproveBody, DetailView, RejectBody } from './schemas';

type Caller = { id: number; userId: number; lang: Lang };

const decided = () => labGroupError(409, 'approvalDecided', 'APPROVAL_DECIDED');
const openStatuses: ApprovalStatus[] = ['pending', 'repriced'];

/** A decider of the request's group who is not its requester (403 APPROVAL_SELF), else 403; a stranger 404. */
async function forDecider(db: Db, caller: Caller): Promise<{ row: RequestRow; roles: LabGroupRole[] }> {
  const seen = await visibleRequest(db, caller.id, caller.userId);
  if (seen.row.request.requesterId === caller.userId) throw labGroupError(403, 'approvalSelf', 'APPROVAL_SELF');
  if (!seen.roles.some((role) => deciders.includes(role))) throw forbidden();
  return seen;
}

/**
 * Ends an open request (rejected or cancelled) with one conditional update, so of two decisions at once exactly one
 * applies, and gives its reservation back to the budget in the same transaction.
 */
async function close(tx: Db, row: RequestRow, to: 'rejected' | 'cancelled', userId: number, note: string | null): Promise<boolean> {
  const { request } = row;
  const set = to === 'rejected' ? { status: to, decidedBy: userId, decidedAt: new Date(), decisionNote: note } : { status: to, decidedAt: new Date() };
  const moved = await tx
    .update(approvalRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(approvalRequests.id, request.id), inArray(approvalRequests.status, openStatuses)))
    .returning({ id: approvalRequests.id });
  if (moved.length === 0) return false;
  await releaseRequest(tx, row, userId);
  return true;
}

/**
 * Gives back what the request holds on its budget. A request reserves once, when it is made (its total then; an
 * over-budget one nothing), and is released once, when it ends: repricing does not touch the reservation, the order
 * reserves its own amount (source 'order'). So the ledger's one row per (source, source_id, kind) always holds.
 */
async function releaseRequest(tx: Db, row: RequestRow, userId: number): Promise<void> {
  const amount = await reservationOf(tx, row.request.id);
  await moveBudget(tx, 'release', { source: 'approval_request', sourceId: row.request.id, budgetId: row.request.budgetId, amount, userId });
}

/**
 * A request is its requester's order on the group's budget: once they have left the group (or were removed), nobody
 * may order it for them. The request is cancelled, its reservation given back, and the approver told why
 * (409 APPROVAL_REQUESTER_LEFT); a decision raced to it first answers as usual.
 */
async function assertRequesterStillMember(db: Db, row: RequestRow, deciderId: number): Promise<void> {
  if (await findMembership(db, row.request.groupId, row.request.requesterId)) return;
  if (!(await db.transaction((tx) => close(tx, row, 'cancelled', deciderId, null)))) throw decided();
  throw labGroupError(409, 'approvalRequesterLeft', 'APPROVAL_REQUESTER_LEFT');
}

/** The lines whose unit price or stock is not what the request holds, or undefined when the order can be placed as approved. */
function differencesOf(row: RequestRow, held: { skuId: number; unitPrice: number; quantity: number }[], pricing: OrderPricing): ApprovalDifference[] | undefined {
  const differences = pricing.lines.flatMap((line, i) => {
    const before = held[i]!;
    return line.unitPrice === before.unitPrice && line.problem === null
      ? []
      : [{ skuId: line.skuId, quantity: line.quantity, oldUnitPrice: before.unitPrice, newUnitPrice: line.unitPrice, stock: line.stock, problem: line.problem }];
  });
  return differences.length === 0 && pricing.payAmount === row.request.total ? undefined : differences;
}

/** The quotation a request was made from (its key `quotation:<quoteNo>`, quotations/accept-quotation.ts), or null. */
const quotationOf = (request: RequestRow['request']): string | null =>
  request.idempotencyKey?.startsWith('quotation:') ? request.idempotencyKey.slice('quotation:'.length) : null;

type OrderTarget = { userId: number; address: Record<string, unknown>; labGroupId: number; budgetId: number; overspend: boolean; now: Date };

/** The requester's order at the prices just checked, through place_order (its address snapshot; overspend when accepted). */
async function writeRequestOrder(tx: Db, config: Config, request: RequestRow['request'], pricing: OrderPricing, target: OrderTarget) {
  const { now, ...who } = target;
  return writeOrder(tx, {
    ...who,
    // One order per request, whoever approves: the key is the request's (a colon no client key may hold).
    key: `approval-request:${request.id}`,
    hash: requestHash({ approvalRequest: request.id }),
    orderNoPrefix: orderNoPrefix(now),
    addressId: 0,
    goodsAmount: pricing.goodsAmount,
    reductionAmount: pricing.reductionAmount,
    couponAmount: 0,
    shippingAmount: pricing.shippingAmount,
    payAmount: pricing.payAmount,
    invoice: request.invoice,
    note: request.note ?? '',
    fullReductionRuleId: pricing.reductions[0]?.ruleId ?? null,
    userCouponId: null,
    payDeadline: new Date(now.getTime() + config.orderPayTimeoutMs),
    at: now,
    lines: pricing.lines,
    cartLineIds: [],
  });
}

export function createDecisions(db: Db, config: Config) {
  return {
    /**
     * Prices the lines again now. As approved: the requester's order is written by place_order (the request's
     * reservation released first, the order's taken, in one transaction with the request's conditional move to
     * `ordered`, so two approvals at once give one order). Anything changed: `repriced` with the differences, never silently.
     */
    async approve(caller: Caller, body: ApproveBody): Promise<DetailView> {
      const { row, roles } = await forDecider(db, caller);
      const { request } = row;
      if (!openStatuses.includes(request.status)) throw decided();
      if (yuanToFen(body.expectedTotal) !== request.total) {
        throw labGroupError(409, 'approvalTotalChanged', 'APPROVAL_TOTAL_CHANGED', { request: await detailOf(db, row, caller.userId, roles, caller.lang) });
      }
      await assertRequesterStillMember(db, row, caller.userId);
      const now = new Date();
      await usableBudget(db, request.groupId, request.budgetId, now); // 409 BUDGET_UNAVAILABLE: inactive or out of its period now
      // A quotation's request keeps the quoted prices: nothing to price again (the quotation must still be valid).
      const quoteNo = quotationOf(request);
      const held = quoteNo ? [] : await linesOf(db, request.id);
      const items = held.map((line) => ({ skuId: line.skuId, quantity: line.quantity }));
      const pricing = quoteNo ? null : await priceOrder(db, { userId: request.requesterId, items, userCouponId: null, chosenCouponOnly: true, now });
      const differences = pricing ? differencesOf(row, held, pricing) : undefined;
      // A permit may have expired, or the group lost its verification, since the request was made.
      const regulatedLines = quoteNo ? await linesOf(db, request.id) : held;
      await assertRegulatedAllowed(db, { userId: request.requesterId, labGroupId: request.groupId, lines: regulatedLines, endUse: request.endUse, now });
      // An over-budget request reserved nothing: approving it is accepting the overspend.
      const overspend = request.reasons.includes('over_budget');

      const ok = await db
        .transaction(async (tx) => {
          // On the group's invoice: the terms row is locked first, as for a term order at checkout (lock order).
          const terms = body.paymentTerms === 'invoice' && !differences ? await lockTermsFor(tx, request.groupId, request.total, now) : null;
          const where = and(eq(approvalRequests.id, request.id), inArray(approvalRequests.status, openStatuses), eq(approvalRequests.total, request.total));
          if (differences && pricing) {
            const moved = await tx.update(approvalRequests).set({ status: 'repriced', differences, total: pricing.payAmount, updatedAt: now }).where(where).returning({ id: approvalRequests.id });
            if (moved.length === 0) return false;
            for (const line of pricing.lines) {
              await tx.update(approvalRequestLines).set({ unitPrice: line.unitPrice }).where(and(eq(approvalRequestLines.requestId, request.id), eq(approvalRequestLines.skuId, line.skuId)));
            }
            return true;
          }
          const moved = await tx
            .update(approvalRequests)
            .set({ status: 'ordered', decidedBy: caller.userId, decidedAt: now, decisionNote: body.note || null, updatedAt: now })
            .where(where)
            .returning({ id: approvalRequests.id });
          if (moved.length === 0) return false;
          await releaseRequest(tx, row, caller.userId);
          const target = { userId: request.requesterId, address: request.address, labGroupId: request.groupId, budgetId: request.budgetId, overspend, now };
          const order = quoteNo ? await orderApprovedQuotation(tx, config, { ...target, quoteNo }) : await writeRequestOrder(tx, config, request, pricing!, target);
          if (terms) await markTermOrder(tx, order.id, terms, now);
          await tx.update(approvalRequests).set({ orderId: order.id }).where(eq(approvalRequests.id, request.id));
          if (request.endUse) await recordEndUse(tx, order.id, request.endUse);
          await enqueueUserMail(tx, request.requesterId, 'approvalDecided', {
            outcome: 'approved', requestId: String(request.id), groupName: row.groupName, orderNo: order.orderNo, total: fenToYuan(order.payAmount).toFixed(2), note: body.note ?? '',
          });
          return true;
        })
        .catch((error: unknown) => {
          throw error instanceof BudgetShort ? budgetRefusal('refuse', error.remaining) : error;
        });
      if (!ok) throw decided();
      return freshDetail(db, request.id, caller.userId, caller.lang);
    },

    async reject(caller: Caller, body: RejectBody): Promise<DetailView> {
      const { row } = await forDecider(db, caller);
      const closed = await db.transaction(async (tx) => {
        if (!(await close(tx, row, 'rejected', caller.userId, body.note))) return false;
        await enqueueUserMail(tx, row.request.requesterId, 'approvalDecided', {
          outcome: 'rejected', requestId: String(row.request.id), groupName: row.groupName, total: fenToYuan(row.request.total).toFixed(2), note: body.note,
        });
        return true;
      });
      if (!closed) throw decided();
      return freshDetail(db, row.request.id, caller.userId, caller.lang);
    },

    /** The requester withdraws an open request; others who may read it 403, strangers 404. */
    async cancel(caller: Caller): Promise<DetailView> {
      const { row } = await visibleRequest(db, caller.id, caller.userId);
      if (row.request.requesterId !== caller.userId) throw forbidden();
      if (!(await db.transaction((tx) => close(tx, row, 'cancelled', caller.userId, null)))) throw decided();
      return freshDetail(db, row.request.id, caller.userId, caller.lang);
    },
  };
}
