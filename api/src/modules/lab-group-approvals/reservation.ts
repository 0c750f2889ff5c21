import { and, eq, gte, sql } from 'drizzle-orm';
import { labBudgetLedger, labBudgets } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';

export type RequestHold = { requestId: number; groupId: number; budgetId: number; amount: number; userId: number };

/**
 * Reserves a request's total on its budget in the caller's transaction, like place_order does for an order: one
 * conditional UPDATE (active, the group's, enough remaining), never a read followed by a write, so requests made at
 * the same moment can never reserve more than the budget has. Returns the remaining amount (fen) when refused.
 * Not called by a route yet (docs/lab-groups.md "Approvals").
 */
export async function reserveForRequest(tx: Db, hold: RequestHold): Promise<{ reserved: true } | { reserved: false; remaining: number }> {
  const x = hold.amount;
  const moved = await tx
    .update(labBudgets)
    .set({ reserved: sql`${labBudgets.reserved} + ${x}`, updatedAt: new Date() })
    .where(
      and(
        eq(labBudgets.id, hold.budgetId),
        eq(labBudgets.groupId, hold.groupId),
        eq(labBudgets.active, true),
        gte(sql`${labBudgets.amount} - ${labBudgets.reserved} - ${labBudgets.consumed}`, x),
      ),
    )
    .returning({ id: labBudgets.id });
  if (moved.length === 0) {
    const [row] = await tx.select({ remaining: sql<string>`${labBudgets.amount} - ${labBudgets.reserved} - ${labBudgets.consumed}` }).from(labBudgets).where(eq(labBudgets.id, hold.budgetId));
    return { reserved: false, remaining: Number(row?.remaining ?? 0) };
  }
  await tx.insert(labBudgetLedger).values({ budgetId: hold.budgetId, kind: 'reserve', amount: x, source: 'approval_request', sourceId: hold.requestId, userId: hold.userId });
  return { reserved: true };
}
