import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labBudgets, labGroupMembers } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import { expireOverdueOrders } from '../orders/expire-orders';
import { createOrderOps } from '../../ops/order-ops';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { shopper, type Shopper } from '../orders/order-kit';
import type { BudgetView } from './schemas';
import { dataOf, groupCalls, groupWith, type GroupClient } from './test-client';

type Ledger = { items: { kind: string; amount: number; orderNo: string | null; memberName: string }[]; total: number };

describe.each(drivers)('group orders and their budget on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;
  const member = async (): Promise<Shopper & { group: GroupClient }> => {
    const s = await shopper(app());
    return { ...s, group: await groupCalls(app(), s.token) };
  };
  /** A group of `owner` with a ¥`amount` budget valid today; returns ids. */
  const setUp = async (owner: GroupClient, amount: number, members: [GroupClient, string[]][] = []) => {
    const id = await groupWith(app(), owner, members);
    const budget = dataOf<BudgetView>(await owner.createBudget(id, { code: 'G-1', name: 'Grant', amount, periodStart: '2020-01-01', periodEnd: '2099-12-31' }));
    return { id, budgetId: budget.id };
  };
  const budgetOf = async (owner: GroupClient, id: number, budgetId: number) =>
    dataOf<{ items: BudgetView[] }>(await owner.budgets(id)).items.find((b) => b.id === budgetId)!;

  it('placing reserves, paying consumes, cancelling releases, a refund gives back; each move has its ledger row', async () => {
    const [owner, buyer] = [await member(), await member()];
    const { id, budgetId } = await setUp(owner.group, 1_000, [[buyer.group, ['buyer']]]);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }], { labGroupId: id, budgetId });

    const first = dataOf<{ orderNo: string }>(await buyer.create(body));
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ amount: 1_000, reserved: 200, consumed: 0, remaining: 800 });
    const detail = dataOf(await buyer.detail(first.orderNo));
    expect(detail).toMatchObject({ labGroup: { id, name: 'Battery Lab', budgetId, budgetCode: 'G-1' } });

    await createOrderOps(app().db).confirmTransfer(first.orderNo);
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 0, consumed: 200, remaining: 800 });

    const second = dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 2 }], { labGroupId: id, budgetId })));
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 400, consumed: 200, remaining: 400 });
    expect((await buyer.cancel(second.orderNo)).statusCode).toBe(200);
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 0, consumed: 200, remaining: 800 });

    await createOrderOps(app().db).refund(first.orderNo);
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 0, consumed: 0, remaining: 1_000 });

    const ledger = dataOf<Ledger>(await owner.group.ledger(id, budgetId));
    expect(ledger.total).toBe(5);
    expect(ledger.items.map((row) => [row.kind, row.amount, row.orderNo])).toEqual([
      ['refund', 200, first.orderNo], ['release', 400, second.orderNo], ['reserve', 400, second.orderNo], ['consume', 200, first.orderNo], ['reserve', 200, first.orderNo],
    ]);
    expect(ledger.items[0]!.memberName).not.toBe('');

    const orders = dataOf<{ items: { orderNo: string; buyerId: number; labGroup: unknown }[]; total: number }>(await owner.group.orders(id));
    expect(orders.total).toBe(2);
    expect(orders.items.map((o) => [o.orderNo, o.buyerId])).toEqual([[second.orderNo, buyer.userId], [first.orderNo, buyer.userId]]);
    expect(dataOf<{ items: { labGroup: unknown }[] }>(await buyer.list()).items[0]!.labGroup).toMatchObject({ name: 'Battery Lab', budgetCode: 'G-1' });
  });

  it('one group order for owner, finance and approver, read-only with its buyer; 403 for a buyer or requester, 404 for another group\'s order or a stranger', async () => {
    const [owner, buyer, finance, approver, requester, stranger] = [await member(), await member(), await member(), await member(), await member(), await member()];
    const { id, budgetId } = await setUp(owner.group, 10_000, [[buyer.group, ['buyer']], [finance.group, ['finance']], [approver.group, ['approver']], [requester.group, ['requester']]]);
    const other = await setUp(owner.group, 10_000);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    const placed = dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 2 }], { labGroupId: id, budgetId })));
    const own = dataOf<Record<string, unknown>>(await buyer.detail(placed.orderNo));

    for (const reader of [owner, finance, approver]) {
      const read = dataOf<Record<string, unknown>>(await reader.group.order(id, placed.orderNo));
      expect(read).toEqual({ ...own, actions: [], buyerId: buyer.userId, buyerName: expect.any(String) });
    }
    expect(dataOf<{ buyerName: string }>(await owner.group.order(id, placed.orderNo)).buyerName).not.toBe('');
    expect((await buyer.group.order(id, placed.orderNo)).statusCode).toBe(403);
    expect((await requester.group.order(id, placed.orderNo)).statusCode).toBe(403);
    expect((await stranger.group.order(id, placed.orderNo)).statusCode).toBe(404);
    expect((await owner.group.order(other.id, placed.orderNo)).statusCode).toBe(404);
    const personal = dataOf<{ orderNo: string }>(await owner.create(await owner.orderBody([{ skuId: skus[0]!.id, quantity: 1 }])));
    expect((await owner.group.order(id, personal.orderNo)).statusCode).toBe(404);
    expect((await owner.group.order(id, 'LM-1')).statusCode).toBe(400);
  });

  it('an order past the remaining budget: BUDGET_EXCEEDED with the remaining amount, or approval when the group chose it; nothing kept', async () => {
    const owner = await member();
    const { id, budgetId } = await setUp(owner.group, 300);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    const body = await owner.orderBody([{ skuId: skus[0]!.id, quantity: 2 }], { labGroupId: id, budgetId });
    expect((await owner.create(body)).json()).toEqual({ code: 409, message: "The budget's remaining amount does not cover this order", data: { reason: 'BUDGET_EXCEEDED', remaining: 300 } });
    dataOf(await owner.group.update(id, { overBudget: 'approval' }));
    expect((await owner.create(body)).json()).toEqual({ code: 409, message: 'This order needs approval in your lab group', data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['over_budget'], remaining: 300 } });
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 0, remaining: 300 });
    expect(dataOf<{ total: number }>(await owner.list()).total).toBe(0);
    const [stored] = await app().db.select().from(labBudgets).where(eq(labBudgets.id, budgetId));
    expect(stored!.reserved).toBe(0);
  });

  it('who may order: a member who is neither owner nor buyer (requester, finance) gets LAB_GROUP_APPROVAL_REQUIRED with the reasons, a stranger 404; the budget must be the group\'s, active and in period', async () => {
    const [owner, requester, finance, stranger] = [await member(), await member(), await member(), await member()];
    const { id, budgetId } = await setUp(owner.group, 10_000, [[requester.group, ['requester']], [finance.group, ['finance']]]);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    const items = [{ skuId: skus[0]!.id, quantity: 1 }];
    expect((await requester.create(await requester.orderBody(items, { labGroupId: id, budgetId }))).json()).toMatchObject({
      code: 403, message: 'This order needs approval in your lab group', data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['requester'] },
    });
    expect((await finance.create(await finance.orderBody(items, { labGroupId: id, budgetId }))).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['requester'] } });
    expect((await stranger.create(await stranger.orderBody(items, { labGroupId: id, budgetId }))).statusCode).toBe(404);
    expect((await owner.create(await owner.orderBody(items, { labGroupId: id }))).statusCode).toBe(400);

    const other = await setUp(owner.group, 10_000);
    expect((await owner.create(await owner.orderBody(items, { labGroupId: id, budgetId: other.budgetId }))).statusCode).toBe(404);
    dataOf(await owner.group.updateBudget(id, budgetId, { active: false }));
    expect((await owner.create(await owner.orderBody(items, { labGroupId: id, budgetId }))).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_UNAVAILABLE' } });
    dataOf(await owner.group.updateBudget(id, budgetId, { active: true, periodStart: '2020-01-01', periodEnd: '2020-12-31' }));
    expect((await owner.create(await owner.orderBody(items, { labGroupId: id, budgetId }))).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_UNAVAILABLE' } });
    expect(dataOf<{ total: number }>(await owner.list()).total).toBe(0);
  });

  it('the amount cannot drop below what is reserved and consumed', async () => {
    const owner = await member();
    const { id, budgetId } = await setUp(owner.group, 1_000);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    dataOf(await owner.create(await owner.orderBody([{ skuId: skus[0]!.id, quantity: 3 }], { labGroupId: id, budgetId })));
    expect((await owner.group.updateBudget(id, budgetId, { amount: 599.99 })).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_BELOW_USED', used: 600 } });
    expect(dataOf(await owner.group.updateBudget(id, budgetId, { amount: 600 }))).toMatchObject({ amount: 600, remaining: 0 });
  });

  it('an unpaid group order past its deadline is cancelled by the sweep and its reservation released', async () => {
    const owner = await member();
    const { id, budgetId } = await setUp(owner.group, 1_000);
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 10 }]);
    const placed = dataOf<{ orderNo: string }>(await owner.create(await owner.orderBody([{ skuId: skus[0]!.id, quantity: 1 }], { labGroupId: id, budgetId })));
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 200 });
    await app().db.update(orders).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(orders.orderNo, placed.orderNo));
    expect(await expireOverdueOrders(app().db, new Date(), owner.userId)).toBe(1);
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 0, consumed: 0, remaining: 1_000 });
    expect(dataOf<Ledger>(await owner.group.ledger(id, budgetId)).items.map((row) => row.kind)).toEqual(['release', 'reserve']);
  });

  it('12 buyers order at once against a budget that fits 5 of them: exactly 5 orders, never overspent', async () => {
    const owner = await member();
    const { id, budgetId } = await setUp(owner.group, 1_099.99);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper(app())));
    await app().db.insert(labGroupMembers).values(buyers.map((b) => ({ groupId: id, userId: b.userId, roles: ['buyer' as const] })));
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 100 }]);
    const bodies = await Promise.all(buyers.map((b) => b.orderBody([{ skuId: skus[0]!.id, quantity: 1 }], { labGroupId: id, budgetId })));
    const replies = await Promise.all(buyers.map((b, i) => b.create(bodies[i])));

    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(5);
    for (const refused of replies.filter((res) => res.statusCode !== 200)) {
      expect(refused.json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_EXCEEDED' } });
    }
    expect(await budgetOf(owner.group, id, budgetId)).toMatchObject({ reserved: 1_000, consumed: 0, remaining: 99.99 });
    expect(dataOf<Ledger>(await owner.group.ledger(id, budgetId)).total).toBe(5);
    expect(dataOf<{ total: number }>(await owner.group.orders(id)).total).toBe(5);
  });
});
