import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { passwordResetTokens } from '../../db/schema/password-resets';
import type { Db } from '../../db/types';

/** Reset tokens (hashes only) and the account fields a reset needs. Pass the transaction's `tx` inside one. */
export function createPasswordResetRepository(db: Db) {
  return {
    async findAccount(account: string) {
      const [row] = await db
        .select({ id: users.id, account: users.account, contactEmail: users.contactEmail, scope: users.scope })
        .from(users)
        .where(eq(users.account, account));
      return row;
    },

    async userOf(userId: number): Promise<{ account: string; scope: string[] }> {
      const [row] = await db.select({ account: users.account, scope: users.scope }).from(users).where(eq(users.id, userId));
      return { account: row?.account ?? '', scope: row?.scope ?? [] };
    },

    /** The new token replaces every earlier one of the account: only the newest link works. */
    async issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Spends a live token in one guarded UPDATE: of two confirms with the same link, the second waits for the
     * first's row lock and then matches nothing (used_at is set). The account's id, or undefined.
     */
    async spend(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** After a reset the account's other links are of no use. */
    async deleteOthers(userId: number, keepHash: string): Promise<void> {
      await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.tokenHash, keepHash)));
    },
  };
}
