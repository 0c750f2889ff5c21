import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests } from '../../db/schema/lab-group-approvals';
import { labBudgetLedger, labBudgets } from '../../db/schema/lab-groups';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf, groupClient, groupWith, labAddress } from '../lab-groups/test-client';
import { reserveForRequest } from './reservation';

describe.each(drivers)('approval request reservation on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('twelve requests at once never reserve more than the budget has', async () => {
    const db = ctx.t.app.db;
    const owner = await groupClient(ctx.t.app);
    const groupId = await groupWith(ctx.t.app, owner);
    const budget = dataOf<{ id: number }>(await owner.createBudget(groupId, { code: 'B-1', name: 'Grant', amount: 1_000, periodStart: '2026-01-01', periodEnd: '2027-12-31' }));
    // ¥1,000 and twelve requests of ¥200: exactly five fit.
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction(async (tx) => {
          const [request] = await tx
            .insert(approvalRequests)
            .values({ groupId, budgetId: budget.id, requesterId: owner.userId, reasons: ['requester'], address: labAddress, total: 20_000 })
            .returning({ id: approvalRequests.id });
          return reserveForRequest(tx, { requestId: request!.id, groupId, budgetId: budget.id, amount: 20_000, userId: owner.userId });
        }),
      ),
    );
    expect(outcomes.filter((o) => o.reserved)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.reserved)).toEqual(Array.from({ length: 7 }, () => ({ reserved: false, remaining: 0 })));
    const [row] = await db.select({ reserved: labBudgets.reserved }).from(labBudgets).where(eq(labBudgets.id, budget.id));
    expect(row!.reserved).toBe(100_000);
    const ledger = await db.select({ kind: labBudgetLedger.kind, source: labBudgetLedger.source }).from(labBudgetLedger).where(eq(labBudgetLedger.budgetId, budget.id));
    expect(ledger).toEqual(Array.from({ length: 5 }, () => ({ kind: 'reserve', source: 'approval_request' })));
  });

  it('refuses another group\u2019s budget and an inactive one', async () => {
    const db = ctx.t.app.db;
    const owner = await groupClient(ctx.t.app);
    const [groupId, otherId] = [await groupWith(ctx.t.app, owner), await groupWith(ctx.t.app, owner)];
    const budget = dataOf<{ id: number }>(await owner.createBudget(groupId, { code: 'B-2', name: 'Grant', amount: 10, periodStart: '2026-01-01', periodEnd: '2027-12-31' }));
    const hold = { requestId: 1, groupId: otherId, budgetId: budget.id, amount: 100, userId: owner.userId };
    expect(await db.transaction((tx) => reserveForRequest(tx, hold))).toMatchObject({ reserved: false });
    dataOf(await owner.updateBudget(groupId, budget.id, { active: false }));
    expect(await db.transaction((tx) => reserveForRequest(tx, { ...hold, groupId }))).toMatchObject({ reserved: false });
  });
});
