import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labBudgets, labGroupMembers, labGroups } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';

/** `%…%` for ILIKE with the user's own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Lab groups as support staff look them up: by name or institution, newest first, with their member count. */
export async function listLabGroups(db: Db, query: { q?: string | undefined; page: number; pageSize: number }) {
  const where: SQL | undefined = query.q ? or(ilike(labGroups.name, containing(query.q)), ilike(labGroups.institution, containing(query.q))) : undefined;
  const memberCount = sql<number>`(SELECT count(*) FROM ${labGroupMembers} WHERE ${labGroupMembers.groupId} = ${labGroups.id})`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: labGroups.id, name: labGroups.name, institution: labGroups.institution, memberCount, createdAt: labGroups.createdAt })
      .from(labGroups)
      .where(where)
      .orderBy(desc(labGroups.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(labGroups).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0 };
}

/** One group for support: its members with their roles, and its budgets summed up (amounts in yuan). */
export async function labGroupForStaff(db: Db, id: number) {
  const [group] = await db.select().from(labGroups).where(eq(labGroups.id, id));
  if (!group) throw notFound();
  const [members, budgets] = await Promise.all([
    db
      .select({ userId: users.id, name: users.nickname, account: users.account, roles: labGroupMembers.roles, joinedAt: labGroupMembers.joinedAt })
      .from(labGroupMembers)
      .innerJoin(users, eq(users.id, labGroupMembers.userId))
      .where(eq(labGroupMembers.groupId, id))
      .orderBy(asc(labGroupMembers.joinedAt), asc(users.id)),
    db.select().from(labBudgets).where(eq(labBudgets.groupId, id)).orderBy(desc(labBudgets.active), asc(labBudgets.code)),
  ]);
  const sum = (pick: (b: (typeof budgets)[number]) => number, rows = budgets) => fenToYuan(rows.reduce((total, b) => total + pick(b), 0));
  const active = budgets.filter((b) => b.active);
  return {
    id: group.id,
    name: group.name,
    institution: group.institution,
    address: group.address,
    overBudget: group.overBudget,
    createdAt: group.createdAt.toISOString(),
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    budgets: {
      count: budgets.length,
      activeCount: active.length,
      // Over the active budgets: what the group can still spend.
      amount: sum((b) => b.amount, active),
      reserved: sum((b) => b.reserved, active),
      consumed: sum((b) => b.consumed, active),
      remaining: sum((b) => b.amount - b.reserved - b.consumed, active),
      items: budgets.map((b) => ({
        id: b.id,
        code: b.code,
        name: b.name,
        amount: fenToYuan(b.amount),
        reserved: fenToYuan(b.reserved),
        consumed: fenToYuan(b.consumed),
        remaining: fenToYuan(b.amount - b.reserved - b.consumed),
        periodStart: b.periodStart,
        periodEnd: b.periodEnd,
        active: b.active,
      })),
    },
  };
}
