import { and, eq, inArray } from 'drizzle-orm';
import { labBudgets, labGroups, type OverBudget } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { chinaToday } from '../quotations/validity';
import { hasRole, labGroupError, may, membershipOf } from './access';

/**
 * Checkout for a group (orders/place-order.ts): who may order and on which budget. The reservation itself is in
 * place_order (drizzle/0041), atomic with the order; this only gives the clear refusals before it.
 */
export async function checkGroupOrder(db: Db, userId: number, groupId: number, budgetId: number, now: Date): Promise<{ overBudget: OverBudget }> {
  const member = await membershipOf(db, groupId, userId);
  if (!hasRole(member, may.order)) {
    // A requester's order becomes an approval request in part 2 (approvals); until then it is refused with that reason.
    if (member.roles.includes('requester')) throw approvalRequired();
    throw labGroupError(403, 'labGroupForbidden', 'LAB_GROUP_FORBIDDEN');
  }
  const [row] = await db
    .select({ overBudget: labGroups.overBudget, active: labBudgets.active, periodStart: labBudgets.periodStart, periodEnd: labBudgets.periodEnd })
    .from(labBudgets)
    .innerJoin(labGroups, eq(labGroups.id, labBudgets.groupId))
    .where(and(eq(labBudgets.id, budgetId), eq(labBudgets.groupId, groupId)));
  if (!row) throw notFound();
  const today = chinaToday(now);
  if (!row.active || today < row.periodStart || today > row.periodEnd) throw labGroupError(409, 'budgetUnavailable', 'BUDGET_UNAVAILABLE');
  return { overBudget: row.overBudget };
}

export const approvalRequired = () => labGroupError(403, 'labGroupApprovalRequired', 'LAB_GROUP_APPROVAL_REQUIRED');

/** place_order found the budget short (or no longer active): refused, or (part 2) to be sent for approval, as the group chose. */
export function budgetRefusal(overBudget: OverBudget, remainingFen: number) {
  const data = { remaining: fenToYuan(remainingFen) };
  return overBudget === 'approval'
    ? labGroupError(409, 'labGroupApprovalRequired', 'LAB_GROUP_APPROVAL_REQUIRED', data)
    : labGroupError(409, 'budgetExceeded', 'BUDGET_EXCEEDED', data);
}

export type GroupTag = { id: number; name: string; budgetId: number | null; budgetCode: string | null };

/** The group name and budget code the order views show, for the group orders among `rows`. */
export async function groupTagsOf(db: Db, rows: { id: number; labGroupId: number | null; budgetId: number | null }[]): Promise<Map<number, GroupTag>> {
  const tagged = rows.filter((row) => row.labGroupId !== null);
  if (tagged.length === 0) return new Map();
  const groupIds = [...new Set(tagged.map((row) => row.labGroupId!))];
  const budgetIds = [...new Set(tagged.flatMap((row) => (row.budgetId === null ? [] : [row.budgetId])))];
  const [groups, budgets] = await Promise.all([
    db.select({ id: labGroups.id, name: labGroups.name }).from(labGroups).where(inArray(labGroups.id, groupIds)),
    budgetIds.length ? db.select({ id: labBudgets.id, code: labBudgets.code }).from(labBudgets).where(inArray(labBudgets.id, budgetIds)) : [],
  ]);
  const name = new Map(groups.map((g) => [g.id, g.name]));
  const code = new Map(budgets.map((b) => [b.id, b.code]));
  return new Map(
    tagged.map((row) => [row.id, { id: row.labGroupId!, name: name.get(row.labGroupId!) ?? '', budgetId: row.budgetId, budgetCode: row.budgetId === null ? null : (code.get(row.budgetId) ?? null) }]),
  );
}
