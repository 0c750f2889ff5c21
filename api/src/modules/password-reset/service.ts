import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { isMobile, normalizeAccount } from '../auth/account';
import { clientAddressKey } from '../auth/client-address';
import { hashPassword } from '../auth/passwords';
import { rememberLanguage } from '../auth/remember-language';
import type { LoginThrottle } from '../auth/login-throttle';
import type { TokenPair } from '../auth/schemas';
import { createSessionRepository } from '../auth/session-repository';
import type { SessionService } from '../auth/session-service';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens';
import { createUserRepository } from '../auth/user-repository';
import { enqueueMail, mailAddressOf } from '../mail/outbox';
import { isStaff } from '../staff/scopes';
import { createPasswordResetRepository } from './repository';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Every request answers after at least this long, so an existing account (a token and a mail written) and an unknown one take the same time. */
export const REQUEST_FLOOR_MS = 300;
/** Requests (and confirms) per client address per window: a campus NAT asks rarely; a scanner is stopped. */
export const REQUESTS_PER_ADDRESS = 30;
/** Mails per account per window: more requests are answered the same but send nothing (no mail bombing). */
export const MAILS_PER_ACCOUNT = 3;
const WINDOW_MS = 15 * 60_000;

/** `loginThrottle`: a new password forgives the account's failed sign-ins (the owner is back; a guesser is not). */
type Deps = { db: Db; sessions: SessionService; throttle: ThrottleStore; loginThrottle: Pick<LoginThrottle, 'succeeded'> };
export type ConfirmOutcome = { signIn: false; tokens: TokenPair } | { signIn: true };

/** "Forgot password": a single-use link by mail, then a new password that ends every other session. */
export function createPasswordResetService({ db, sessions, throttle, loginThrottle }: Deps) {
  /** Writes the token and its mail in one transaction: a mail is never sent for a token that was not stored. */
  async function issue(account: string, lang: Lang): Promise<void> {
    const user = await createPasswordResetRepository(db).findAccount(account);
    const to = user && mailAddressOf(user);
    if (!user || !to) return;
    if ((await throttle.hit(`password-reset:account:${account}`, WINDOW_MS)).count > MAILS_PER_ACCOUNT) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      const repository = createPasswordResetRepository(tx);
      await repository.issue(user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
      await rememberLanguage(tx, user.id, lang); // this visit's language is the user's latest
      await enqueueMail(tx, { template: 'passwordReset', to, lang, data: { token } });
    });
  }

  return {
    /**
     * The answer depends only on what the caller typed (an e-mail address or a mobile number), never on whether
     * the account exists or has a contact e-mail: same status, body and (floored) time. docs/mail.md explains it.
     */
    async request(input: { account: string }, ip: string, lang: Lang): Promise<'email' | 'mobile'> {
      await enforceLimit(throttle, `password-reset:ip:${clientAddressKey(ip)}`, REQUESTS_PER_ADDRESS, WINDOW_MS, 'tooManyAttempts');
      const account = normalizeAccount(input.account);
      await Promise.all([issue(account, lang), sleep(REQUEST_FLOOR_MS)]);
      return isMobile(account) ? 'mobile' : 'email';
    },

    /**
     * Sets the new password if the token is live, once: the guarded UPDATE decides between concurrent confirms.
     * Every session of the account ends; a shopper gets a fresh one, a staff account signs in again (second factor).
     */
    async confirm(input: { token: string; password: string }, ip: string): Promise<ConfirmOutcome> {
      await enforceLimit(throttle, `password-reset:ip:${clientAddressKey(ip)}`, REQUESTS_PER_ADDRESS, WINDOW_MS, 'tooManyAttempts');
      if (!isTokenShaped(input.token)) throw new AppError(400, 'resetLinkInvalid');
      const tokenHash = hashToken(input.token);
      const passwordHash = await hashPassword(input.password); // before the transaction: it takes a while
      const now = new Date();
      const { outcome, account } = await db.transaction(async (tx) => {
        const repository = createPasswordResetRepository(tx);
        const userId = await repository.spend(tokenHash, now);
        if (userId === undefined) throw new AppError(400, 'resetLinkInvalid');
        await createUserRepository(tx).updatePasswordHash(userId, passwordHash);
        await createSessionRepository(tx).revokeAll(userId, now);
        await repository.deleteOthers(userId, tokenHash);
        const user = await repository.userOf(userId);
        if (isStaff(user.scope)) return { outcome: { signIn: true } as ConfirmOutcome, account: user.account };
        return { outcome: { signIn: false, tokens: await sessions.start(userId, { tx }) } as ConfirmOutcome, account: user.account };
      });
      await loginThrottle.succeeded(account);
      return outcome;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
