import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { createCouponRepository } from '../promotions/coupon-repository';
import { maskAccount, nicknameFor, normalizeAccount } from './account';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { PublicUser, TokenPair } from './schemas';
import type { SignedInUser } from './session-repository';
import { createSessionRepository } from './session-repository';
import type { SessionService } from './session-service';
import { createUserRepository } from './user-repository';
import { isStaff } from '../staff/scopes';
import type { SecondFactorPrompt, SecondFactorService } from '../staff/second-factor-service';

/**
 * Wrong password and unknown account get this one answer. Deliberately 400, not 401: a 401 makes the
 * client refresh its token and retry (spec §8, DESIGN §4), which is meaningless for a failed sign-in.
 */
const invalidCredentials = () => new AppError(400, 'invalidCredentials');

type Deps = { db: Db; sessions: SessionService; throttle: LoginThrottle; secondFactor: SecondFactorService };

/** Accounts: registration, sign-in and password change. */
export function createAuthService({ db, sessions, throttle, secondFactor }: Deps) {
  const users = createUserRepository(db);
  // Prepares the throwaway hash now, so even the first unknown-account sign-in takes the usual time.
  void verifyPassword(undefined, '');

  return {
    /**
     * Registers the account unless it exists; the caller gets the same answer either way (no account
     * enumeration) and the password is hashed either way, so the time taken does not tell either.
     */
    async register(input: { account: string; password: string }, ip: string): Promise<void> {
      await throttle.address('register', ip);
      const account = normalizeAccount(input.account);
      const passwordHash = await hashPassword(input.password);
      // The new-user coupons come with the account or not at all (an existing account gets nothing).
      await db.transaction(async (tx) => {
        const userId = await createUserRepository(tx).insertIfAbsent({ account, passwordHash, nickname: nicknameFor(account) });
        if (userId !== undefined) await createCouponRepository(tx).grantNewUserCoupons(userId, new Date());
      });
    },

    /**
     * A shopper gets tokens; a staff account gets a second-factor challenge instead (its password alone never
     * makes a session, so a leaked staff password cannot even shop in its name).
     */
    async login(input: { account: string; password: string }, ip: string): Promise<TokenPair | { secondFactor: SecondFactorPrompt }> {
      const account = normalizeAccount(input.account);
      await throttle.address('login', ip);
      await throttle.account(account);
      const user = await users.findByAccount(account);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw invalidCredentials();
      await throttle.accountSucceeded(account);
      if (isStaff(user.scope)) return { secondFactor: await secondFactor.challenge(user) };
      return sessions.start(user.id);
    },

    /** Sets a new password and ends every other session of the account; the current one stays. */
    async changePassword(user: SignedInUser, input: { oldPassword: string; newPassword: string }): Promise<void> {
      await throttle.account(user.account);
      const ok = await verifyPassword(await users.findPasswordHash(user.id), input.oldPassword);
      if (!ok) throw new AppError(400, 'wrongPassword');
      await throttle.accountSucceeded(user.account);
      if (input.newPassword === input.oldPassword) throw new AppError(400, 'samePassword');
      const passwordHash = await hashPassword(input.newPassword);
      const now = new Date();
      await db.transaction(async (tx) => {
        await createUserRepository(tx).updatePasswordHash(user.id, passwordHash);
        await createSessionRepository(tx).revokeOthers(user.id, user.sessionId, now);
      });
    },
  };
}

/** The user as GET /api/auth/user shows it: the account masked. */
export const publicUser = (user: SignedInUser): PublicUser => ({
  id: user.id,
  account: maskAccount(user.account),
  nickname: user.nickname,
  scope: user.scope,
});

export type AuthService = ReturnType<typeof createAuthService>;
