import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { createCouponRepository } from '../promotions/coupon-repository';
import { maskAccount, nicknameFor, normalizeAccount } from './account';
import type { DeviceCookies } from './device-cookie';
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

type Deps = { db: Db; sessions: SessionService; throttle: LoginThrottle; secondFactor: SecondFactorService; devices: DeviceCookies };

/** Where a sign-in comes from: the client address, its Cookie header, and whether it came over HTTPS. */
export type SignInClient = { ip: string; cookies: string | undefined; secure: boolean };
type SignInOutcome = TokenPair | { secondFactor: SecondFactorPrompt };

/** Accounts: registration, sign-in and password change. */
export function createAuthService({ db, sessions, throttle, secondFactor, devices }: Deps) {
  const users = createUserRepository(db);
  // Prepares the throwaway hash now, so even the first unknown-account sign-in takes the usual time.
  void verifyPassword(undefined, '');

  return {
    /**
     * Registers the account unless it exists; the caller gets the same answer either way (no account
     * enumeration) and the password is hashed either way, so the time taken does not tell either.
     */
    async register(input: { account: string; password: string }, ip: string): Promise<void> {
      await throttle.register(ip);
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
     * makes a session, so a leaked staff password cannot even shop in its name). A right password also gets the
     * browser a fresh device cookie (`setCookie`), which lets it past the account's and the address's delays.
     */
    async login(input: { account: string; password: string }, client: SignInClient): Promise<{ outcome: SignInOutcome; setCookie: string }> {
      const account = normalizeAccount(input.account);
      const device = devices.verify(account, client.cookies);
      if (device) await throttle.deviceTurn(device);
      else {
        await throttle.addressTurn(client.ip);
        await throttle.accountTurn(account);
      }
      const user = await users.findByAccount(account);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
        await throttle.failed(account, client.ip, device);
        throw invalidCredentials();
      }
      await throttle.succeeded(account, device);
      const setCookie = devices.issue(account, client.secure);
      if (isStaff(user.scope)) return { outcome: { secondFactor: await secondFactor.challenge(user) }, setCookie };
      return { outcome: await sessions.start(user.id), setCookie };
    },

    /** Sets a new password and ends every other session of the account; the current one stays. */
    async changePassword(user: SignedInUser, input: { oldPassword: string; newPassword: string }, ip: string): Promise<void> {
      await throttle.accountTurn(user.account);
      const ok = await verifyPassword(await users.findPasswordHash(user.id), input.oldPassword);
      if (!ok) {
        await throttle.failed(user.account, ip);
        throw new AppError(400, 'wrongPassword');
      }
      await throttle.succeeded(user.account);
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
