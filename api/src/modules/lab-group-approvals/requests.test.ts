import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { labGroupMembers } from '../../db/schema/lab-groups';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf } from '../lab-groups/test-client';
import { budgetOf, groupWithBudget, mailsTo, member, product, requestBody, setRules } from './approval-kit';
import type { CreatedView, DetailView, SummaryView } from './schemas';

type Page = { items: SummaryView[]; total: number; page: number; pageSize: number };

describe.each(drivers)('approval requests on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;

  it("a requester's cart becomes a request: reserved on the budget, cart lines gone, the approvers mailed; the same key answers the same request", async () => {
    const [owner, requester, approver] = [await member(app()), await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000, [[requester, ['requester']], [approver, ['approver']]]);
    const { skuId } = await product(app(), 20_000);
    await requester.cart.add({ skuId, quantity: 2 });
    const cartLineIds = (await requester.cart.lines()).map((line) => line.id);

    const order = { cartLineIds, addressId: requester.address.id, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: 400, labGroupId: id, budgetId };
    expect((await requester.create(order)).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['requester'] } });

    const body = await requestBody(requester, budgetId, { cartLineIds });
    const key = randomUUID();
    const created = dataOf<CreatedView>(await requester.approvals.request(id, body, key));
    expect(created).toEqual({ id: created.id, status: 'pending', total: 400, reasons: ['requester'] });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, remaining: 600 });
    expect(await requester.cart.lines()).toEqual([]);
    const ledger = dataOf<{ items: { kind: string; amount: number; orderNo: string | null }[] }>(await owner.group.ledger(id, budgetId));
    expect(ledger.items.map((row) => [row.kind, row.amount, row.orderNo])).toEqual([['reserve', 400, null]]);

    const mails = await mailsTo(app(), approver.group.account, 'approvalRequested');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ requestId: String(created.id), groupName: 'Battery Lab', total: '400.00' });
    expect(await mailsTo(app(), owner.group.account, 'approvalRequested')).toEqual([]); // the group has an approver

    expect(dataOf<CreatedView>(await requester.approvals.request(id, body, key))).toEqual(created);
    expect((await requester.approvals.request(id, { ...body, note: 'another' }, key)).statusCode).toBe(422);
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400 });
  });

  it('the same key sent twice at once gives one request, reserved once', async () => {
    const [owner, requester] = [await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000, [[requester, ['requester']]]);
    const { skuId } = await product(app(), 20_000);
    const body = await requestBody(requester, budgetId, { items: [{ skuId, quantity: 1 }] });
    const key = randomUUID();
    const replies = await Promise.all([requester.approvals.request(id, body, key), requester.approvals.request(id, body, key)]);
    const [first, second] = replies.map((res) => dataOf<CreatedView>(res));
    expect(second).toEqual(first);
    expect(dataOf<Page>(await requester.approvals.list('box=mine')).total).toBe(1);
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 200 });
  });

  it('rules hold buyers too; APPROVAL_NOT_NEEDED when none does; over budget: BUDGET_EXCEEDED, or a request that reserves nothing', async () => {
    const [owner, buyer] = [await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 300, [[buyer, ['buyer']]]);
    const plain = await product(app(), 20_000);
    const hazardous = await product(app(), 5_000, true);
    const one = { items: [{ skuId: plain.skuId, quantity: 1 }] };

    expect((await buyer.approvals.request(id, await requestBody(buyer, budgetId, one))).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_NOT_NEEDED' } });
    await setRules(app(), owner, id, { aboveAmount: 150, hazardous: true });
    expect((await buyer.create(await buyer.orderBody(one.items, { labGroupId: id, budgetId }))).json()).toMatchObject({
      code: 409, data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['above_amount'] },
    });
    const risky = [{ skuId: hazardous.skuId, quantity: 1 }];
    expect((await buyer.create(await buyer.orderBody(risky, { labGroupId: id, budgetId }))).json()).toMatchObject({ code: 409, data: { reasons: ['hazardous'] } });
    const held = dataOf<CreatedView>(await buyer.approvals.request(id, await requestBody(buyer, budgetId, { items: risky })));
    expect(held).toMatchObject({ status: 'pending', total: 60, reasons: ['hazardous'] }); // ¥50 + ¥10 shipping
    const detail = dataOf<DetailView>(await buyer.approvals.detail(held.id));
    expect(detail.lines).toEqual([expect.objectContaining({ productId: hazardous.productId, skuId: hazardous.skuId, quantity: 1, unitPrice: 50, hazardous: true })]);

    const two = { items: [{ skuId: plain.skuId, quantity: 2 }] };
    expect((await buyer.approvals.request(id, await requestBody(buyer, budgetId, two))).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_EXCEEDED', remaining: 240 } });
    dataOf(await owner.group.update(id, { overBudget: 'approval' }));
    expect((await buyer.create(await buyer.orderBody(two.items, { labGroupId: id, budgetId }))).json()).toMatchObject({
      code: 409, data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['above_amount', 'over_budget'], remaining: 240 },
    });
    const over = dataOf<CreatedView>(await buyer.approvals.request(id, await requestBody(buyer, budgetId, two)));
    expect(over).toMatchObject({ total: 400, reasons: ['above_amount', 'over_budget'] });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 60, remaining: 240 }); // only the hazardous request's
  });

  it("an owner's order is held only over budget; a request nobody else could decide is refused with APPROVAL_NO_DECIDER", async () => {
    const owner = await member(app());
    const { id, budgetId } = await groupWithBudget(app(), owner, 100, []);
    await setRules(app(), owner, id, { aboveAmount: 1, hazardous: true });
    const risky = await product(app(), 5_000, true);
    const order = await owner.orderBody([{ skuId: risky.skuId, quantity: 1 }], { labGroupId: id, budgetId });
    expect((await owner.create(order)).statusCode).toBe(200); // above ¥1 and hazardous: the owner is whom the rules ask

    dataOf(await owner.group.update(id, { overBudget: 'approval' }));
    const twice = { items: [{ skuId: risky.skuId, quantity: 2 }] };
    expect((await owner.create(await owner.orderBody(twice.items, { labGroupId: id, budgetId }))).json()).toMatchObject({ code: 409, data: { reasons: ['over_budget'] } });
    expect((await owner.approvals.request(id, await requestBody(owner, budgetId, twice))).json()).toMatchObject({ code: 409, data: { reason: 'APPROVAL_NO_DECIDER' } });
    expect(dataOf<Page>(await owner.approvals.list('box=mine')).total).toBe(0);
  });

  it('lists per box and who may read or decide: requester, approver, owner, finance, another member, a stranger', async () => {
    const [owner, requester, approver, finance, buyer, stranger] = await Promise.all(Array.from({ length: 6 }, () => member(app())));
    const { id, budgetId } = await groupWithBudget(app(), owner!, 1_000, [[requester!, ['requester']], [approver!, ['approver']], [finance!, ['finance']], [buyer!, ['buyer']]]);
    const { skuId } = await product(app(), 20_000);
    const items = { items: [{ skuId, quantity: 1 }] };
    const first = dataOf<CreatedView>(await requester!.approvals.request(id, await requestBody(requester!, budgetId, items)));
    const second = dataOf<CreatedView>(await requester!.approvals.request(id, await requestBody(requester!, budgetId, items)));
    dataOf(await requester!.approvals.cancel(first.id));

    const mine = dataOf<Page>(await requester!.approvals.list('box=mine'));
    expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(mine.items.map((item) => [item.id, item.status])).toEqual([[second.id, 'pending'], [first.id, 'cancelled']]);
    expect(mine.items[0]).toMatchObject({ group: { id, name: 'Battery Lab' }, budget: { id: budgetId, code: 'G-1' }, requester: { id: requester!.userId }, reasons: ['requester'], total: 200, lineCount: 1, decidedAt: null });
    expect(dataOf<Page>(await requester!.approvals.list('box=toDecide')).total).toBe(0);
    expect(dataOf<Page>(await requester!.approvals.list('status=')).total).toBe(2); // box defaults to mine, an empty status is all
    for (const decider of [approver!, owner!]) {
      expect(dataOf<Page>(await decider.approvals.list('box=toDecide&status=pending')).items.map((item) => item.id)).toEqual([second.id]);
      expect(dataOf<Page>(await decider.approvals.list('box=toDecide')).total).toBe(2);
    }
    expect(dataOf<Page>(await finance!.approvals.list('box=toDecide')).total).toBe(0);
    expect((await approver!.approvals.list('box=toDecide&pageSize=51')).statusCode).toBe(400);
    expect((await approver!.approvals.list('box=all')).statusCode).toBe(400);

    expect(dataOf<DetailView>(await requester!.approvals.detail(second.id))).toMatchObject({ canDecide: false, canCancel: true, orderNo: null, differences: null, note: 'for the cathode series', budgetRemaining: 800 });
    expect(dataOf<DetailView>(await approver!.approvals.detail(second.id))).toMatchObject({ canDecide: true, canCancel: false });
    expect(dataOf<DetailView>(await finance!.approvals.detail(second.id))).toMatchObject({ canDecide: false, canCancel: false });
    expect((await buyer!.approvals.detail(second.id)).statusCode).toBe(404);
    expect((await stranger!.approvals.detail(second.id)).statusCode).toBe(404);
    expect((await stranger!.approvals.request(id, await requestBody(stranger!, budgetId, items))).statusCode).toBe(404);

    expect((await requester!.approvals.approve(second.id, { expectedTotal: 200 })).json()).toMatchObject({ code: 403, data: { reason: 'APPROVAL_SELF' } });
    expect((await finance!.approvals.approve(second.id, { expectedTotal: 200 })).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_FORBIDDEN' } });
    expect((await stranger!.approvals.reject(second.id, { note: 'no' })).statusCode).toBe(404);
    expect((await approver!.approvals.cancel(second.id)).json()).toMatchObject({ code: 403 });
  });

  it('twelve requests at once on a budget that fits five: five reserved, seven BUDGET_EXCEEDED, never overspent', async () => {
    const owner = await member(app());
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_099.99);
    const requesters = await Promise.all(Array.from({ length: 12 }, () => member(app())));
    await app().db.insert(labGroupMembers).values(requesters.map((r) => ({ groupId: id, userId: r.userId, roles: ['requester' as const] })));
    const { skuId } = await product(app(), 20_000);
    const bodies = await Promise.all(requesters.map((r) => requestBody(r, budgetId, { items: [{ skuId, quantity: 1 }] })));
    const replies = await Promise.all(requesters.map((r, i) => r.approvals.request(id, bodies[i])));
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(5);
    for (const refused of replies.filter((res) => res.statusCode !== 200)) expect(refused.json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_EXCEEDED' } });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 1_000, remaining: 99.99 });
    expect(dataOf<Page>(await owner.approvals.list('box=toDecide')).total).toBe(5);
  });
});
