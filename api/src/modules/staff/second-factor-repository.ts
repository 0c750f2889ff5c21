import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { staffEnrolmentCodes, staffLoginChallenges, staffRecoveryCodes, staffSecondFactors, type SecondFactorStep } from '../../db/schema/staff';
import { users } from '../../db/schema/auth';
import type { Db } from '../../db/types';

/** Staff second factors, recovery codes and half-done sign-ins. Pass the transaction's `tx` inside one. */
export function createSecondFactorRepository(db: Db) {
  return {
    async findFactor(userId: number, forUpdate = false) {
      const query = db
        .select({ secret: staffSecondFactors.secret, lastStep: staffSecondFactors.lastStep })
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row;
    },

    /** Records the step a code was accepted for; false when a concurrent sign-in already used it (or a later one). */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffSecondFactors)
        .set({ lastStep: step })
        .where(and(eq(staffSecondFactors.userId, userId), lt(staffSecondFactors.lastStep, step)))
        .returning({ userId: staffSecondFactors.userId });
      return rows.length === 1;
    },

    /** The enrolment: false when the account enrolled meanwhile (another challenge won). */
    async enrol(userId: number, secret: string, step: number, recoveryHashes: string[]): Promise<boolean> {
      const rows = await db
        .insert(staffSecondFactors)
        .values({ userId, secret, lastStep: step })
        .onConflictDoNothing()
        .returning({ userId: staffSecondFactors.userId });
      if (rows.length === 0) return false;
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      if (recoveryHashes.length) await db.insert(staffRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    /** Spends an unused recovery code in one conditional UPDATE (two requests with one code: one wins). */
    async spendRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    /** A new enrolment code for the account (replacing any earlier one). */
    async issueEnrolmentCode(userId: number, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(staffEnrolmentCodes)
        .values({ userId, codeHash, expiresAt })
        .onConflictDoUpdate({ target: staffEnrolmentCodes.userId, set: { codeHash, expiresAt, createdAt: new Date() } });
    },

    /** Spends the account's enrolment code if `codeHash` is it and it has not expired (one conditional DELETE). */
    async spendEnrolmentCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(staffEnrolmentCodes)
        .where(and(eq(staffEnrolmentCodes.userId, userId), eq(staffEnrolmentCodes.codeHash, codeHash), gt(staffEnrolmentCodes.expiresAt, now)))
        .returning({ userId: staffEnrolmentCodes.userId });
      return rows.length === 1;
    },

    /** Forgets the authenticator and the recovery codes: the next sign-in enrols again. */
    async removeFactor(userId: number): Promise<void> {
      await db.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.userId, userId));
    },

    /** A new challenge replaces the account's earlier ones (and clears expired ones of anybody). */
    async createChallenge(input: { userId: number; tokenHash: string; step: SecondFactorStep; pendingSecret: string | null; expiresAt: Date }, now: Date) {
      await db
        .delete(staffLoginChallenges)
        .where(or(eq(staffLoginChallenges.userId, input.userId), lt(staffLoginChallenges.expiresAt, now)));
      await db.insert(staffLoginChallenges).values(input);
    },

    /** Whose sign-in a live challenge is (read before its attempt is counted against that account). */
    async challengeOwner(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: staffLoginChallenges.userId })
        .from(staffLoginChallenges)
        .where(and(eq(staffLoginChallenges.tokenHash, tokenHash), gt(staffLoginChallenges.expiresAt, now)));
      return row?.userId;
    },

    /** A live challenge, locked until the transaction ends: attempts on one challenge are taken in turn. */
    async lockChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: staffLoginChallenges.id,
          userId: staffLoginChallenges.userId,
          step: staffLoginChallenges.step,
          pendingSecret: staffLoginChallenges.pendingSecret,
          attempts: staffLoginChallenges.attempts,
          account: users.account,
        })
        .from(staffLoginChallenges)
        .innerJoin(users, eq(users.id, staffLoginChallenges.userId))
        .where(and(eq(staffLoginChallenges.tokenHash, tokenHash), gt(staffLoginChallenges.expiresAt, now)))
        .for('update', { of: staffLoginChallenges });
      return row;
    },

    async countFailure(id: string): Promise<void> {
      await db
        .update(staffLoginChallenges)
        .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
        .where(eq(staffLoginChallenges.id, id));
    },

    async deleteChallenge(id: string): Promise<void> {
      await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.id, id));
    },
  };
}
