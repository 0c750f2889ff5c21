import { and, eq, inArray, sql } from 'drizzle-orm';
import { labBudgets, labGroups, type LabGroupRole, type OverBudget } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { chinaToday } from '../quotations/validity';
import { labGroupError, membershipOf } from './access';

/**
 * Checkout for a group (orders/place-order.ts): who is ordering and on which budget. The reservation itself is in
 * place_order (drizzle/0041), atomic with the order; this only gives the clear refusals before it. Whether the order
 * needs approval is decided once it is priced (lab-group-approvals/hold.ts), for every member.
 */
export async function checkGroupOrder(db: Db, userId: number, groupId: number, budgetId: number, now: Date): Promise<GroupOrder> {
  const member = await membershipOf(db, groupId, userId);
  return { roles: member.roles, ...(await usableBudget(db, groupId, budgetId, now)) };
}

export type GroupOrder = { roles: LabGroupRole[]; overBudget: OverBudget; remaining: number };

/** The group's budget for a new order or request: the group's (else 404), active and in its period (else 409). */
export async function usableBudget(db: Db, groupId: number, budgetId: number, now: Date): Promise<{ overBudget: OverBudget; remaining: number }> {
  const [row] = await db
    .select({
      overBudget: labGroups.overBudget,
      active: labBudgets.active,
      periodStart: labBudgets.periodStart,
      periodEnd: labBudgets.periodEnd,
      remaining: sql<string>`${labBudgets.amount} - ${labBudgets.reserved} - ${labBudgets.consumed}`,
    })
    .from(labBudgets)
    .innerJoin(labGroups, eq(labGroups.id, labBudgets.groupId))
    .where(and(eq(labBudgets.id, budgetId), eq(labBudgets.groupId, groupId)));
  if (!row) throw notFound();
  const today = chinaToday(now);
  if (!row.active || today < row.periodStart || today > row.periodEnd) throw labGroupError(409, 'budgetUnavailable', 'BUDGET_UNAVAILABLE');
  return { overBudget: row.overBudget, remaining: Number(row.remaining) };
}

/**
 * An order that needs approval is refused with its reasons (docs/lab-groups.md "Checkout"): a member who may not order
 * (no owner or buyer role) gets 403, one held by a rule 409; `remaining` only when over budget.
 */
export function approvalRequired(reasons: readonly string[], remainingFen?: number) {
  const data = { reasons, ...(reasons.includes('over_budget') && remainingFen !== undefined ? { remaining: fenToYuan(remainingFen) } : {}) };
  return labGroupError(reasons.includes('requester') ? 403 : 409, 'labGroupApprovalRequired', 'LAB_GROUP_APPROVAL_REQUIRED', data);
}

/** place_order found the budget short (or no longer active): refused, or to be sent for approval, as the group chose. */
export function budgetRefusal(overBudget: OverBudget, remainingFen: number) {
  return overBudget === 'approval' ? approvalRequired(['over_budget'], remainingFen) : budgetExceeded(remainingFen);
}

export const budgetExceeded = (remainingFen: number) => labGroupError(409, 'budgetExceeded', 'BUDGET_EXCEEDED', { remaining: fenToYuan(remainingFen) });

export type GroupTag = { id: number; name: string; institution: string; budgetId: number | null; budgetCode: string | null };

/**
 * The group name and budget code the order views show, for the group orders among `rows`; the console's views show
 * the institution too (the shop's answer schema leaves it out).
 */
export async function groupTagsOf(db: Db, rows: { id: number; labGroupId: number | null; budgetId: number | null }[]): Promise<Map<number, GroupTag>> {
  const tagged = rows.filter((row) => row.labGroupId !== null);
  if (tagged.length === 0) return new Map();
  const groupIds = [...new Set(tagged.map((row) => row.labGroupId!))];
  const budgetIds = [...new Set(tagged.flatMap((row) => (row.budgetId === null ? [] : [row.budgetId])))];
  const [groups, budgets] = await Promise.all([
    db.select({ id: labGroups.id, name: labGroups.name, institution: labGroups.institution }).from(labGroups).where(inArray(labGroups.id, groupIds)),
    budgetIds.length ? db.select({ id: labBudgets.id, code: labBudgets.code }).from(labBudgets).where(inArray(labBudgets.id, budgetIds)) : [],
  ]);
  const group = new Map(groups.map((g) => [g.id, g]));
  const code = new Map(budgets.map((b) => [b.id, b.code]));
  return new Map(
    tagged.map((row) => [row.id, { id: row.labGroupId!, name: group.get(row.labGroupId!)?.name ?? '', institution: group.get(row.labGroupId!)?.institution ?? '', budgetId: row.budgetId, budgetCode: row.budgetId === null ? null : (code.get(row.budgetId) ?? null) }]),
  );
}
