import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { BudgetView } from './schemas';
import { dataOf, groupClient, groupWith } from './test-client';

const grant = { code: 'NSFC-52072', name: 'Solid electrolytes', amount: 50_000.5, periodStart: '2026-01-01', periodEnd: '2027-12-31' };

describe.each(drivers)('lab-group budgets on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const client = () => groupClient(ctx.t.app);

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
});
