import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labBudgets, labGroupInvites, labGroupMembers, labGroups, type LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';

export type GroupRow = typeof labGroups.$inferSelect;
export type BudgetRow = typeof labBudgets.$inferSelect;
export type InviteRow = typeof labGroupInvites.$inferSelect;

/** Lab-group queries for one handle: `db`, or the `tx` of a transaction. */
export function createLabGroupRepository(db: Db) {
  return {
    /** The groups `userId` belongs to, with their roles and member counts. */
    groupsOf: (userId: number) =>
      db
        .select({
          id: labGroups.id,
          name: labGroups.name,
          institution: labGroups.institution,
          myRoles: labGroupMembers.roles,
          memberCount: sql<number>`(SELECT count(*)::int FROM ${labGroupMembers} m WHERE m.group_id = ${labGroups.id})`,
        })
        .from(labGroupMembers)
        .innerJoin(labGroups, eq(labGroups.id, labGroupMembers.groupId))
        .where(eq(labGroupMembers.userId, userId))
        .orderBy(asc(labGroups.name), asc(labGroups.id)),

    async group(groupId: number): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(labGroups).where(eq(labGroups.id, groupId));
      return row;
    },

    async insertGroup(values: typeof labGroups.$inferInsert): Promise<GroupRow> {
      const [row] = await db.insert(labGroups).values(values).returning();
      return row!;
    },

    updateGroup: (groupId: number, patch: Partial<typeof labGroups.$inferInsert>) => db.update(labGroups).set(patch).where(eq(labGroups.id, groupId)),

    members: (groupId: number) =>
      db
        .select({ userId: labGroupMembers.userId, name: users.nickname, account: users.account, contactEmail: users.contactEmail, roles: labGroupMembers.roles, joinedAt: labGroupMembers.joinedAt })
        .from(labGroupMembers)
        .innerJoin(users, eq(users.id, labGroupMembers.userId))
        .where(eq(labGroupMembers.groupId, groupId))
        .orderBy(asc(labGroupMembers.joinedAt), asc(labGroupMembers.userId)),

    /** Adds a member; false when `userId` already is one (nothing changed). */
    async addMember(groupId: number, userId: number, roles: LabGroupRole[]): Promise<boolean> {
      const rows = await db.insert(labGroupMembers).values({ groupId, userId, roles }).onConflictDoNothing().returning({ userId: labGroupMembers.userId });
      return rows.length > 0;
    },

    setRoles: (groupId: number, userId: number, roles: LabGroupRole[]) =>
      db.update(labGroupMembers).set({ roles }).where(and(eq(labGroupMembers.groupId, groupId), eq(labGroupMembers.userId, userId))).returning({ userId: labGroupMembers.userId }),

    removeMember: (groupId: number, userId: number) =>
      db.delete(labGroupMembers).where(and(eq(labGroupMembers.groupId, groupId), eq(labGroupMembers.userId, userId))).returning({ userId: labGroupMembers.userId }),

    /** Locks the group's member rows, so two changes of owners (two leaving at once) apply one after the other. */
    lockMembers: (groupId: number) =>
      db.select({ userId: labGroupMembers.userId, roles: labGroupMembers.roles }).from(labGroupMembers).where(eq(labGroupMembers.groupId, groupId)).for('update'),

    openInvites: (groupId: number, now: Date) =>
      db
        .select()
        .from(labGroupInvites)
        .where(and(eq(labGroupInvites.groupId, groupId), isNull(labGroupInvites.acceptedAt), isNull(labGroupInvites.revokedAt), gt(labGroupInvites.expiresAt, now)))
        .orderBy(desc(labGroupInvites.createdAt)),

    budgets: (groupId: number) => db.select().from(labBudgets).where(eq(labBudgets.groupId, groupId)).orderBy(desc(labBudgets.active), asc(labBudgets.periodEnd), asc(labBudgets.id)),

    async budget(groupId: number, budgetId: number): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(labBudgets).where(and(eq(labBudgets.groupId, groupId), eq(labBudgets.id, budgetId)));
      return row;
    },

    async memberCount(groupId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(labGroupMembers).where(eq(labGroupMembers.groupId, groupId));
      return row?.n ?? 0;
    },
  };
}
export type LabGroupRepository = ReturnType<typeof createLabGroupRepository>;
