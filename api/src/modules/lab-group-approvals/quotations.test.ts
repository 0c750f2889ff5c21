import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/products';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf, groupCalls } from '../lab-groups/test-client';
import { answer, requestedQuotation } from '../quotations/quotation-kit';
import { approvalCalls, budgetOf, groupWithBudget, member, type Member } from './approval-kit';
import type { CreatedView, DetailView } from './schemas';

type Accepted = { orderNo: string | null; status: string; payAmount: number; approvalRequest?: CreatedView };

describe.each(drivers)('quotations accepted for a lab group on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;
  /** A buyer with a quotation answered at ¥80 × 10 + ¥200 × 2 + ¥15 shipping = ¥1,215 (quotation-kit). */
  const quotedMember = async (a: FastifyInstance) => {
    const q = await requestedQuotation(a);
    await answer(a, q.quoteNo, q.skus.map((sku) => sku.code));
    const m: Member = { ...q.buyer, group: await groupCalls(a, q.buyer.token), approvals: approvalCalls(q.buyer) };
    return { ...q, m };
  };

  it("held by the group's rules, the quotation becomes a request at the quoted prices; approved, the quotation is ordered for the requester", async () => {
    const owner = await member(app());
    const { m: requester, calls, quoteNo, skus } = await quotedMember(app());
    const { id, budgetId } = await groupWithBudget(app(), owner, 2_000, [[requester, ['requester']]]);
    const accept = () => requester.send('POST', `/api/quotation/accept?quoteNo=${quoteNo}`, { addressId: requester.address.id, labGroupId: id, budgetId });
    expect((await requester.send('POST', `/api/quotation/accept?quoteNo=${quoteNo}`, { addressId: requester.address.id, labGroupId: id })).statusCode).toBe(400);

    const held = dataOf<Accepted>(await accept());
    expect(held).toMatchObject({ orderNo: null, status: 'approval', payAmount: 1_215, approvalRequest: { status: 'pending', total: 1_215, reasons: ['requester'] } });
    expect(dataOf<Accepted>(await accept()).approvalRequest).toEqual(held.approvalRequest); // one request per quotation
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 1_215 });
    expect(dataOf<{ status: string }>(await calls.detail(quoteNo)).status).toBe('quoted');

    // The catalogue price moves; the quote's does not, so the approval orders at the quoted prices, without repricing.
    await app().db.update(productSkus).set({ price: 99_900 }).where(eq(productSkus.id, skus[0]!.id));
    const requestId = held.approvalRequest!.id;
    const ordered = dataOf<DetailView>(await owner.approvals.approve(requestId, { expectedTotal: 1_215 }));
    expect(ordered).toMatchObject({ status: 'ordered', total: 1_215 });
    const order = dataOf<{ payAmount: number; labGroup: unknown; items: { unitPrice: number }[] }>(await requester.detail(ordered.orderNo!));
    expect(order).toMatchObject({ payAmount: 1_215, labGroup: { id, budgetId } });
    expect(order.items.map((item) => item.unitPrice).sort((a, b) => a - b)).toEqual([80, 200]);
    expect(dataOf<{ status: string; orderNo: string }>(await calls.detail(quoteNo))).toMatchObject({ status: 'accepted', orderNo: ordered.orderNo });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 1_215, remaining: 785 });
  });

  it('not held, a buyer accepts it as a group order on the budget; over a refusing budget, BUDGET_EXCEEDED', async () => {
    const owner = await member(app());
    const { m: buyer, quoteNo } = await quotedMember(app());
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000, [[buyer, ['buyer']]]);
    const body = { addressId: buyer.address.id, labGroupId: id, budgetId };
    expect((await buyer.send('POST', `/api/quotation/accept?quoteNo=${quoteNo}`, body)).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_EXCEEDED', remaining: 1_000 } });
    dataOf(await owner.group.updateBudget(id, budgetId, { amount: 1_215 }));
    const accepted = dataOf<Accepted>(await buyer.send('POST', `/api/quotation/accept?quoteNo=${quoteNo}`, body));
    expect(accepted).toMatchObject({ status: 'unpaid', payAmount: 1_215 });
    expect(dataOf<{ labGroup: unknown }>(await buyer.detail(accepted.orderNo!)).labGroup).toMatchObject({ id, budgetId });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 1_215, remaining: 0 });
  });
});
