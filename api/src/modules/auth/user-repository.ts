import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { Db } from '../../db/types';

export function createUserRepository(db: Db) {
  return {
    async findByAccount(account: string) {
      const [row] = await db
        .select({ id: users.id, account: users.account, passwordHash: users.passwordHash, scope: users.scope })
        .from(users)
        .where(eq(users.account, account))
        .limit(1);
      return row;
    },

    async findPasswordHash(id: number): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return row?.passwordHash;
    },

    /** Inserts unless the account exists (a concurrent registration included); the new id when it inserted. */
    async insertIfAbsent(user: { account: string; passwordHash: string; nickname: string }): Promise<number | undefined> {
      const inserted = await db
        .insert(users)
        .values({ ...user, scope: ['user'] })
        .onConflictDoNothing({ target: users.account })
        .returning({ id: users.id });
      return inserted[0]?.id;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
