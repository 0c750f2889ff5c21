import { and, eq, inArray } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart';
import { labGroups, type OverBudget } from '../../db/schema/lab-groups';
import { approvalRequestLines, approvalRequests, type ApprovalReason } from '../../db/schema/lab-group-approvals';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { membershipOf, labGroupError } from '../lab-groups/access';
import { budgetExceeded, usableBudget } from '../lab-groups/group-order';
import { enqueueUserMail } from '../mail/outbox';
import { KeyTaken, requestHash } from '../orders/idempotency';
import { createOrderRepository } from '../orders/repository';
import { resolveItems } from '../promotions/order-items';
import { priceOrder } from '../promotions/price-order';
import { pricingView } from '../promotions/pricing-view';
import { assertRegulatedAllowed } from '../regulated-chemicals/checkout-rule';
import { holdOf } from './hold';
import { decidersOf, userName } from './repository';
import { reserveForRequest } from './reservation';
import type { CreatedView, CreateRequestBody } from './schemas';

export type NewRequest = { groupId: number; userId: number; key: string; body: CreateRequestBody; lang: Lang; now: Date };

/**
 * POST /api/lab-groups/:id/approval-requests: the checkout's group order sent for approval instead of placed. Priced
 * here (no coupon), refused when no rule holds it (APPROVAL_NOT_NEEDED), then written in one transaction: the request
 * and its lines, its reservation on the budget (none when it is over budget), the cart lines it took, the mails to
 * the deciders. The same Idempotency-Key with the same body answers the request it created; another body 422.
 */
export async function createRequest(db: Db, input: NewRequest): Promise<CreatedView> {
  const { groupId, userId, body, now } = input;
  const hash = requestHash(body);
  const earlier = await replay(db, userId, input.key, hash);
  if (earlier) return earlier;

  const member = await membershipOf(db, groupId, userId);
  const budget = await usableBudget(db, groupId, body.budgetId, now);
  const address = await createOrderRepository(db).ownAddress(userId, body.addressId, groupId);
  if (!address) throw notFound();
  const items = await resolveItems(db, userId, body);
  const pricing = await priceOrder(db, { userId, items, userCouponId: null, chosenCouponOnly: true, now });
  const problems = pricing.lines.filter((line) => line.problem !== null);
  if (problems.length > 0) throw new AppError(409, 'lineUnavailable', { lines: problems.map((l) => ({ skuId: l.skuId, problem: l.problem })) });
  if (yuanToFen(body.expectedPayAmount) !== pricing.payAmount) throw new AppError(409, 'priceChanged', pricingView(pricing, input.lang, items));

  // The requester learns now, not after an approval, that the group may not buy a regulated product (or must declare its use).
  const { endUse } = await assertRegulatedAllowed(db, { userId, labGroupId: groupId, lines: pricing.lines, endUse: body.endUse, now });
  const total = pricing.payAmount;
  if (budget.overBudget === 'refuse' && total > budget.remaining) throw budgetExceeded(budget.remaining);
  const productIds = pricing.lines.map((line) => line.productId);
  const { reasons, hazardous } = await holdOf(db, { groupId, roles: member.roles, overBudget: budget.overBudget, remaining: budget.remaining, payAmount: total, productIds });
  if (reasons.length === 0) throw labGroupError(409, 'approvalNotNeeded', 'APPROVAL_NOT_NEEDED');
  // A request nobody else may decide would wait forever (self-approval is refused): say so now.
  if ((await decidersOf(db, groupId, userId)).length === 0) throw labGroupError(409, 'approvalNoDecider', 'APPROVAL_NO_DECIDER');

  const cartLineIds = items.flatMap((item) => (item.cartLineId === null ? [] : [item.cartLineId]));
  const lines = pricing.lines.map((line) => ({ productId: line.productId, skuId: line.skuId, quantity: line.quantity, unitPrice: line.unitPrice, hazardous: hazardous.has(line.productId) }));
  const request = { groupId, budgetId: body.budgetId, userId, reasons, overBudget: budget.overBudget, address, invoice: body.invoice, total, note: body.note, endUse, key: input.key, hash, lines, cartLineIds };
  try {
    return await db.transaction((tx) => writeRequest(tx, request));
  } catch (error) {
    const winner = await replay(db, userId, input.key, hash);
    if (winner) return winner;
    throw error;
  }
}

/** A priced order held by the group's rules, as a request stores it (fen). */
export type RequestToWrite = {
  groupId: number;
  budgetId: number;
  userId: number;
  reasons: ApprovalReason[];
  overBudget: OverBudget;
  address: Record<string, unknown>;
  invoice: Record<string, unknown> | null;
  total: number;
  note: string;
  /** The end-use declaration when a line is a regulated product (checked by assertRegulatedAllowed), else null. */
  endUse: string | null;
  /** The Idempotency-Key (a client's, or `quotation:<quoteNo>` for a quotation accepted for a group) and the body hash. */
  key: string;
  hash: string;
  lines: { productId: number; skuId: number; quantity: number; unitPrice: number; hazardous: boolean }[];
  cartLineIds: readonly number[];
};

/**
 * Writes a request in the caller's transaction: the request and its lines, its reservation (none when over budget),
 * the cart lines it took, the mails to the deciders. KeyTaken when the requester already used the key.
 */
export async function writeRequest(tx: Db, w: RequestToWrite): Promise<CreatedView> {
  const [request] = await tx
    .insert(approvalRequests)
    .values({ groupId: w.groupId, budgetId: w.budgetId, requesterId: w.userId, reasons: w.reasons, address: w.address, invoice: w.invoice, total: w.total, note: w.note || null, endUse: w.endUse, idempotencyKey: w.key, requestHash: w.hash })
    .onConflictDoNothing({ target: [approvalRequests.requesterId, approvalRequests.idempotencyKey] })
    .returning({ id: approvalRequests.id });
  if (!request) throw new KeyTaken();
  await tx.insert(approvalRequestLines).values(w.lines.map((line) => ({ requestId: request.id, ...line })));
  let held = w.reasons;
  if (!held.includes('over_budget')) {
    const reserved = await reserveForRequest(tx, { requestId: request.id, groupId: w.groupId, budgetId: w.budgetId, amount: w.total, userId: w.userId });
    if (!reserved.reserved) {
      // Another order took the money since the caller's check: refused, or over budget after all when the group sends those for approval.
      if (w.overBudget === 'refuse') throw budgetExceeded(reserved.remaining);
      held = [...held, 'over_budget'];
      await tx.update(approvalRequests).set({ reasons: held }).where(eq(approvalRequests.id, request.id));
    }
  }
  if (w.cartLineIds.length > 0) {
    const removed = await tx.delete(cartItems).where(and(eq(cartItems.userId, w.userId), inArray(cartItems.id, [...w.cartLineIds]))).returning({ id: cartItems.id });
    if (removed.length !== w.cartLineIds.length) throw notFound(); // taken by a parallel order or request
  }
  await mailDeciders(tx, { requestId: request.id, groupId: w.groupId, userId: w.userId, total: w.total });
  return { id: request.id, status: 'pending', total: fenToYuan(w.total), reasons: held };
}

/** The answer to a repeated key: the request it created for the same body, 422 for another body. */
export async function replay(db: Db, userId: number, key: string, hash: string): Promise<CreatedView | undefined> {
  const [row] = await db
    .select({ id: approvalRequests.id, status: approvalRequests.status, total: approvalRequests.total, reasons: approvalRequests.reasons, hash: approvalRequests.requestHash })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.requesterId, userId), eq(approvalRequests.idempotencyKey, key)));
  if (!row) return undefined;
  if (row.hash !== hash) throw new AppError(422, 'idempotencyMismatch');
  return { id: row.id, status: row.status, total: fenToYuan(row.total), reasons: row.reasons };
}

/** approvalRequested to every approver of the group (its owners when it has none), in the same transaction. */
async function mailDeciders(tx: Db, request: { requestId: number; groupId: number; userId: number; total: number }): Promise<void> {
  const [group] = await tx.select({ name: labGroups.name }).from(labGroups).where(eq(labGroups.id, request.groupId));
  const data = { requestId: String(request.requestId), groupName: group?.name ?? '', requesterName: await userName(tx, request.userId), total: fenToYuan(request.total).toFixed(2) };
  for (const decider of await decidersOf(tx, request.groupId, request.userId)) await enqueueUserMail(tx, decider, 'approvalRequested', data);
}
