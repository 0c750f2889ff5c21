import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/products';
import { createOrderOps } from '../../ops/order-ops';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf } from '../lab-groups/test-client';
import { orderCount } from '../orders/order-kit';
import { budgetOf, groupWithBudget, mailsTo, member, product, requestBody, type Member } from './approval-kit';
import type { CreatedView, DetailView } from './schemas';

type Ledger = { items: { kind: string; amount: number; orderNo: string | null }[] };

describe.each(drivers)('approval decisions on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;

  /** A group with a ¥1,000 budget, a requester and an approver, and a pending request of 2 × ¥200. */
  const pendingRequest = async (amount = 1_000) => {
    const [owner, requester, approver] = [await member(app()), await member(app()), await member(app())];
    const group = await groupWithBudget(app(), owner, amount, [[requester, ['requester']], [approver, ['approver']]]);
    const { skuId } = await product(app(), 20_000);
    const request = dataOf<CreatedView>(await requester.approvals.request(group.id, await requestBody(requester, group.budgetId, { items: [{ skuId, quantity: 2 }] })));
    return { owner, requester, approver, ...group, skuId, request };
  };
  const ledgerOf = async (owner: Member, id: number, budgetId: number) =>
    dataOf<Ledger>(await owner.group.ledger(id, budgetId)).items.map((row) => [row.kind, row.amount, row.orderNo]);

  it("approved: the requester's unpaid group order at the approved prices; the reservation moves from the request to the order; paying consumes", async () => {
    const { owner, requester, approver, id, budgetId, request } = await pendingRequest();
    const wrongTotal = (await approver.approvals.approve(request.id, { expectedTotal: 399.99 })).json<{ code: number; data: { reason: string; request: DetailView } }>();
    expect(wrongTotal).toMatchObject({ code: 409, data: { reason: 'APPROVAL_TOTAL_CHANGED', request: { id: request.id, status: 'pending', total: 400 } } });

    const ordered = dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 400, note: 'go ahead' }));
    expect(ordered).toMatchObject({ status: 'ordered', decisionNote: 'go ahead', decidedBy: { id: approver.userId }, canDecide: false, canCancel: false });
    expect(ordered.orderNo).toEqual(expect.any(String));
    expect(ordered.decidedAt).not.toBeNull();

    const order = dataOf<{ status: string; payAmount: number; labGroup: unknown; items: { unitPrice: number; quantity: number }[] }>(await requester.detail(ordered.orderNo!));
    expect(order).toMatchObject({ status: 'unpaid', payAmount: 400, labGroup: { id, budgetId, budgetCode: 'G-1' } });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, consumed: 0, remaining: 600 });
    expect(await ledgerOf(owner, id, budgetId)).toEqual([['reserve', 400, ordered.orderNo], ['release', 400, null], ['reserve', 400, null]]);
    const mails = await mailsTo(app(), requester.group.account, 'approvalDecided');
    expect(mails.map((m) => m.data)).toEqual([expect.objectContaining({ outcome: 'approved', orderNo: ordered.orderNo, total: '400.00', note: 'go ahead' })]);

    expect((await owner.approvals.approve(request.id, { expectedTotal: 400 })).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });
    expect((await requester.approvals.cancel(request.id)).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });

    await createOrderOps(app().db).confirmTransfer(ordered.orderNo!);
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 0, consumed: 400, remaining: 600 });
  });

  it('a price changed meanwhile: repriced with the differences and the new total, nothing ordered; approved again at the new total', async () => {
    const { owner, requester, approver, id, budgetId, skuId, request } = await pendingRequest();
    await app().db.update(productSkus).set({ price: 25_000 }).where(eq(productSkus.id, skuId));

    const repriced = dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 400 }));
    expect(repriced).toMatchObject({ status: 'repriced', total: 500, orderNo: null, canDecide: true });
    expect(repriced.differences).toEqual([{ skuId, name: expect.any(String), quantity: 2, oldUnitPrice: 200, newUnitPrice: 250, stock: 100, problem: null }]);
    expect(repriced.lines[0]).toMatchObject({ unitPrice: 250 });
    expect(await orderCount(app(), requester.userId)).toBe(0);
    expect((await approver.approvals.approve(request.id, { expectedTotal: 400 })).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_TOTAL_CHANGED' } });

    const ordered = dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 500 }));
    expect(ordered).toMatchObject({ status: 'ordered', total: 500 });
    expect(dataOf<{ payAmount: number }>(await requester.detail(ordered.orderNo!)).payAmount).toBe(500);
    // The request held ¥400 (what it was made at) and gave back exactly that once; the order holds its own ¥500.
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 500, remaining: 500 });
    expect(await ledgerOf(owner, id, budgetId)).toEqual([['reserve', 500, ordered.orderNo], ['release', 400, null], ['reserve', 400, null]]);
  });

  it('a repriced total that no longer fits the budget: BUDGET_EXCEEDED, nothing ordered, the request and its reservation stay', async () => {
    const { owner, requester, approver, id, budgetId, skuId, request } = await pendingRequest(450);
    await app().db.update(productSkus).set({ price: 25_000 }).where(eq(productSkus.id, skuId));
    expect(dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 400 }))).toMatchObject({ status: 'repriced', total: 500 });
    // The request's own ¥400 counts for it: ¥450 remain for the order of ¥500.
    expect((await approver.approvals.approve(request.id, { expectedTotal: 500 })).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_EXCEEDED', remaining: 450 } });
    expect(await orderCount(app(), requester.userId)).toBe(0);
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, remaining: 50 });
    expect(dataOf<DetailView>(await approver.approvals.detail(request.id))).toMatchObject({ status: 'repriced', canDecide: true });
    dataOf(await owner.group.updateBudget(id, budgetId, { active: false }));
    expect((await approver.approvals.approve(request.id, { expectedTotal: 500 })).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_UNAVAILABLE' } });
  });

  it('rejected (a note is required) or cancelled: the reservation is given back once; the requester is mailed the rejection', async () => {
    const { owner, requester, approver, id, budgetId, skuId, request } = await pendingRequest();
    expect((await approver.approvals.reject(request.id, { note: '  ' })).statusCode).toBe(400);
    const rejected = dataOf<DetailView>(await approver.approvals.reject(request.id, { note: 'use the group stock' }));
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'use the group stock', decidedBy: { id: approver.userId }, canCancel: false });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 0, remaining: 1_000 });
    expect((await mailsTo(app(), requester.group.account, 'approvalDecided')).map((m) => m.data)).toEqual([expect.objectContaining({ outcome: 'rejected', note: 'use the group stock' })]);
    expect((await requester.approvals.cancel(request.id)).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });
    expect((await approver.approvals.approve(request.id, { expectedTotal: 400 })).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });

    const second = dataOf<CreatedView>(await requester.approvals.request(id, await requestBody(requester, budgetId, { items: [{ skuId, quantity: 1 }] })));
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 200 });
    expect(dataOf<DetailView>(await requester.approvals.cancel(second.id))).toMatchObject({ status: 'cancelled', canCancel: false, decidedBy: null });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 0, remaining: 1_000 });
    expect((await approver.approvals.reject(second.id, { note: 'late' })).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });
    expect(await ledgerOf(owner, id, budgetId)).toEqual([['release', 200, null], ['reserve', 200, null], ['release', 400, null], ['reserve', 400, null]]);
  });

  it('a requester who has left the group: approving cancels the request (APPROVAL_REQUESTER_LEFT) and gives its reservation back; nothing ordered', async () => {
    const { owner, requester, approver, id, budgetId, request } = await pendingRequest();
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400 });
    expect((await owner.group.removeMember(id, requester.userId)).statusCode).toBe(200);
    const orders = await orderCount(app(), requester.userId);
    const refused = (await approver.approvals.approve(request.id, { expectedTotal: 400 })).json<{ code: number; message: string; data: { reason: string } }>();
    expect(refused).toMatchObject({ code: 409, data: { reason: 'APPROVAL_REQUESTER_LEFT' } });
    expect(refused.message).toMatch(/left the group|已不在|離れた|떠나/);
    expect(dataOf<DetailView>(await approver.approvals.detail(request.id))).toMatchObject({ status: 'cancelled', canDecide: false });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 0, remaining: 1_000 });
    expect(await orderCount(app(), requester.userId)).toBe(orders);
    expect((await approver.approvals.approve(request.id, { expectedTotal: 400 })).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });
  });

  it('an over-budget request reserves nothing; approved, the order is placed past the remaining amount', async () => {
    const [owner, requester] = [await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 300, [[requester, ['requester']]]);
    dataOf(await owner.group.update(id, { overBudget: 'approval' }));
    const { skuId } = await product(app(), 20_000);
    const request = dataOf<CreatedView>(await requester.approvals.request(id, await requestBody(requester, budgetId, { items: [{ skuId, quantity: 2 }] })));
    expect(request).toMatchObject({ total: 400, reasons: ['requester', 'over_budget'] });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 0 });
    // No approver in the group: its owner was mailed and decides.
    expect(await mailsTo(app(), owner.group.account, 'approvalRequested')).toHaveLength(1);
    const ordered = dataOf<DetailView>(await owner.approvals.approve(request.id, { expectedTotal: 400 }));
    expect(ordered.status).toBe('ordered');
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, remaining: -100 });
    expect(await ledgerOf(owner, id, budgetId)).toEqual([['reserve', 400, ordered.orderNo]]);
  });

  it('two approvals at the same moment give exactly one order', async () => {
    const { owner, requester, approver, id, budgetId, request } = await pendingRequest();
    const replies = await Promise.all([approver, owner, approver, owner].map((decider) => decider.approvals.approve(request.id, { expectedTotal: 400 })));
    const ordered = replies.filter((res) => res.statusCode === 200);
    expect(ordered).toHaveLength(1);
    for (const other of replies.filter((res) => res.statusCode !== 200)) expect(other.json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_DECIDED' } });
    expect(await orderCount(app(), requester.userId)).toBe(1);
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, remaining: 600 });
    expect(dataOf<DetailView>(await requester.approvals.detail(request.id))).toMatchObject({ status: 'ordered', orderNo: ordered[0]!.json<{ data: DetailView }>().data.orderNo });
  });
});
