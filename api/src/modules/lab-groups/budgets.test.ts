import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labBudgetAmountChanges, labBudgets } from '../../db/schema/lab-groups';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { BudgetView } from './schemas';
import { dataOf, groupClient, groupWith } from './test-client';

const grant = { code: 'NSFC-52072', name: 'Solid electrolytes', amount: 50_000.5, periodStart: '2026-01-01', periodEnd: '2027-12-31' };

describe.each(drivers)('lab-group budgets on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const client = () => groupClient(ctx.t.app);
  /** The budget's recorded amount changes, oldest first: [old, new] in fen and who made them. */
  const changesOf = async (budgetId: number) =>
    (await ctx.t.app.db.select().from(labBudgetAmountChanges).where(eq(labBudgetAmountChanges.budgetId, budgetId)).orderBy(asc(labBudgetAmountChanges.id)))
      .map((c) => [c.oldAmount, c.newAmount, c.userId]);

  it('owner and finance create and edit budgets; members read them; the amounts are yuan', async () => {
    const [owner, finance, buyer] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[finance, ['finance']], [buyer, ['buyer']]]);
    const created = dataOf<BudgetView>(await owner.createBudget(id, grant));
    expect(created).toEqual({ id: expect.any(Number) as number, ...grant, reserved: 0, consumed: 0, remaining: 50_000.5, active: true });
    const second = dataOf<BudgetView>(await finance.createBudget(id, { ...grant, code: 'MOST-2026', amount: 100 }));
    expect(dataOf(await finance.updateBudget(id, second.id, { amount: 80, active: false, periodEnd: '2026-06-30' }))).toMatchObject({ amount: 80, remaining: 80, active: false, periodEnd: '2026-06-30' });
    const listed = dataOf<{ items: BudgetView[] }>(await buyer.budgets(id)).items;
    expect(listed.map((b) => b.code)).toEqual(['NSFC-52072', 'MOST-2026']);
    expect((await buyer.createBudget(id, { ...grant, code: 'X' })).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_FORBIDDEN' } });
    expect((await buyer.updateBudget(id, created.id, { amount: 1 })).statusCode).toBe(403);
    expect((await buyer.ledger(id, created.id)).statusCode).toBe(403);
    expect(dataOf(await finance.ledger(id, created.id))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('validates codes, amounts and periods; a code is unique in its group', async () => {
    const owner = await client();
    const id = await groupWith(ctx.t.app, owner);
    expect((await owner.createBudget(id, { ...grant, amount: 1.234 })).statusCode).toBe(400);
    expect((await owner.createBudget(id, { ...grant, amount: -1 })).statusCode).toBe(400);
    expect((await owner.createBudget(id, { ...grant, periodStart: '2026-02-30' })).statusCode).toBe(400);
    const backwards = await owner.createBudget(id, { ...grant, periodStart: '2027-01-01', periodEnd: '2026-01-01' });
    expect(backwards.json()).toMatchObject({ code: 400, message: expect.stringContaining('periodEnd') as string });
    expect((await owner.createBudget(id, { ...grant, code: 'has space' })).statusCode).toBe(400);
    expect((await owner.createBudget(id, { ...grant, extra: 1 })).statusCode).toBe(400);
    const budget = dataOf<BudgetView>(await owner.createBudget(id, grant));
    expect((await owner.createBudget(id, grant)).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_CODE_TAKEN' } });
    expect((await owner.updateBudget(id, budget.id, { periodStart: '2028-01-01' })).json()).toMatchObject({ code: 400, data: { reason: 'BUDGET_PERIOD_ORDER' } });
    expect((await owner.updateBudget(id, 2_000_000, { amount: 1 })).statusCode).toBe(404);
    const other = await groupWith(ctx.t.app, owner);
    expect((await owner.updateBudget(other, budget.id, { amount: 1 })).statusCode).toBe(404);
    expect((await owner.ledger(other, budget.id)).statusCode).toBe(404);
  });
  it('records each change of the amount and who made it; a new budget, an unchanged amount and a refused change record nothing', async () => {
    const [owner, finance] = [await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[finance, ['finance']]]);
    const budget = dataOf<BudgetView>(await owner.createBudget(id, { ...grant, amount: 1_000 }));
    expect(await changesOf(budget.id)).toEqual([]);
    expect(dataOf(await finance.updateBudget(id, budget.id, { amount: 1_500 }))).toMatchObject({ amount: 1_500 });
    dataOf(await owner.updateBudget(id, budget.id, { amount: 1_500, name: 'Renamed' }));
    dataOf(await owner.updateBudget(id, budget.id, { active: false }));
    // ¥600 held, as a placed order would hold it.
    await ctx.t.app.db.update(labBudgets).set({ reserved: 60_000 }).where(eq(labBudgets.id, budget.id));
    expect((await owner.updateBudget(id, budget.id, { amount: 599.99 })).json()).toMatchObject({ code: 409, data: { reason: 'BUDGET_BELOW_USED', used: 600 } });
    expect((await owner.updateBudget(id, budget.id, { amount: 1, periodStart: '2028-01-01' })).json()).toMatchObject({ code: 400, data: { reason: 'BUDGET_PERIOD_ORDER' } });
    expect(dataOf(await owner.updateBudget(id, budget.id, { amount: 1_200.5 }))).toMatchObject({ amount: 1_200.5, remaining: 600.5 });
    expect(await changesOf(budget.id)).toEqual([[100_000, 150_000, finance.userId], [150_000, 120_050, owner.userId]]);
  });

  it('edits of the amount made at once record one unbroken chain: each change starts where the one before ended', async () => {
    const owner = await client();
    const id = await groupWith(ctx.t.app, owner);
    const budget = dataOf<BudgetView>(await owner.createBudget(id, { ...grant, amount: 1_000 }));
    const replies = await Promise.all([500, 2_000, 3_000, 4_000, 5_000, 6_000].map((amount) => owner.updateBudget(id, budget.id, { amount })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const changes = await changesOf(budget.id);
    expect(changes).toHaveLength(6);
    expect(changes[0]![0]).toBe(100_000);
    changes.slice(1).forEach((change, i) => expect(change[0]).toBe(changes[i]![1]));
    const now = dataOf<{ items: BudgetView[] }>(await owner.budgets(id)).items[0]!;
    expect(changes.at(-1)![1]).toBe(now.amount * 100);
  });
});
