import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { staffAuditLog, staffSecondFactors } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import { staffScopes } from './scopes';

/** `scope ?| array[…]`: the account holds any staff scope (jsonb's "any of these keys or elements"). */
const holdsStaffScope = sql`${users.scope} ?| array[${sql.join(staffScopes.map((scope) => sql`${scope}`), sql`, `)}]::text[]`;

export type AuditFilter = { entity?: string | undefined; entityId?: string | undefined; actor?: string | undefined; action?: string | undefined };

/** Staff accounts and the audit log. Pass the transaction's `tx` inside one. */
export function createStaffRepository(db: Db) {
  return {
    async findAccount(account: string) {
      const [row] = await db.select({ id: users.id, account: users.account, scope: users.scope }).from(users).where(eq(users.account, account)).for('update');
      return row;
    },

    async setScope(userId: number, scope: string[]): Promise<void> {
      await db.update(users).set({ scope }).where(eq(users.id, userId));
    },

    /**
     * How many accounts hold `admin`, their rows locked until the transaction ends: two admins removing each other
     * at once are taken in turn, so the second sees that it would leave none.
     */
    async lockAdmins(): Promise<number> {
      const rows = await db.select({ id: users.id }).from(users).where(sql`${users.scope} ? 'admin'`).for('update');
      return rows.length;
    },

    async list(input: { page: number; pageSize: number; q?: string | undefined }) {
      const where = and(holdsStaffScope, input.q ? ilike(users.account, `%${input.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined);
      const [items, [total]] = await Promise.all([
        db
          .select({ id: users.id, account: users.account, nickname: users.nickname, scope: users.scope, enrolled: staffSecondFactors.userId })
          .from(users)
          .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
          .where(where)
          .orderBy(users.account)
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async audit(input: AuditFilter & { page: number; pageSize: number }) {
      const conditions: SQL[] = [];
      if (input.entity) conditions.push(eq(staffAuditLog.entity, input.entity));
      if (input.entityId) conditions.push(eq(staffAuditLog.entityId, input.entityId));
      if (input.actor) conditions.push(eq(staffAuditLog.actorAccount, input.actor));
      if (input.action) conditions.push(eq(staffAuditLog.action, input.action));
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: staffAuditLog.id,
            at: staffAuditLog.at,
            actorAccount: staffAuditLog.actorAccount,
            action: staffAuditLog.action,
            entity: staffAuditLog.entity,
            entityId: staffAuditLog.entityId,
            before: staffAuditLog.before,
            after: staffAuditLog.after,
          })
          .from(staffAuditLog)
          .where(where)
          .orderBy(desc(staffAuditLog.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        db.select({ n: count() }).from(staffAuditLog).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
