import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { LoginThrottle } from '../auth/login-throttle';
import type { TokenPair } from '../auth/schemas';
import type { SessionService } from '../auth/session-service';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens';
import { enqueueUserMail } from '../mail/outbox';
import { recordAudit } from './audit';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { createSecondFactorRepository } from './second-factor-repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** Long enough to open an authenticator app (or set one up), short enough that a stolen challenge is useless. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per challenge; then the password is asked again. */
export const CHALLENGE_MAX_ATTEMPTS = 3;

export type SecondFactorPrompt =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUri: string };

export type SecondFactorResult = TokenPair & { recoveryCodes?: string[] };
export type SecondFactorInput = { challenge: string; code: string; enrolmentCode?: string | undefined };

const expired = () => new AppError(400, 'secondFactorExpired');

type Outcome = { kind: 'ok'; result: SecondFactorResult } | { kind: 'expired' } | { kind: 'wrong' } | { kind: 'wrongEnrolmentCode' };

/**
 * The staff sign-in's second step. The password step hands out a challenge instead of tokens; the challenge
 * and a TOTP code (or a recovery code) make a staff session. The first sign-in sets the authenticator up, and
 * only with the enrolment code an admin handed over: a password alone never claims a staff account.
 */
export function createSecondFactorService(db: Db, sessions: SessionService, throttle: Pick<LoginThrottle, 'secondFactor' | 'secondFactorSucceeded'>) {
  /** One attempt inside its transaction; failures are counted there and committed (it returns, never throws). */
  async function attempt(tx: Db, input: SecondFactorInput, now: Date): Promise<Outcome> {
    const repository = createSecondFactorRepository(tx);
    const row = await repository.lockChallenge(hashToken(input.challenge), now);
    if (!row) return { kind: 'expired' };
    if (row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      await repository.deleteChallenge(row.id);
      return { kind: 'expired' };
    }
    const code = input.code.trim();
    const actor = { id: row.userId, account: row.account, requestId: null };
    if (row.step === 'enrol') {
      const step = matchTotp(row.pendingSecret ?? '', code, now, 0);
      const enrolment = input.enrolmentCode && normalizeRecoveryCode(input.enrolmentCode) ? hashRecoveryCode(input.enrolmentCode) : undefined;
      // The TOTP code is checked first: a mistyped one must not spend the enrolment code.
      if (step === undefined || !enrolment || !(await repository.spendEnrolmentCode(row.userId, enrolment, now))) {
        await repository.countFailure(row.id);
        return { kind: step === undefined ? 'wrong' : 'wrongEnrolmentCode' };
      }
      const recoveryCodes = newRecoveryCodes();
      await repository.deleteChallenge(row.id);
      if (!(await repository.enrol(row.userId, row.pendingSecret!, step, recoveryCodes.map(hashRecoveryCode)))) return { kind: 'expired' };
      await recordAudit(tx, actor, { action: 'staff.second-factor.enrol', entity: 'user', entityId: row.userId });
      await enqueueUserMail(tx, row.userId, 'staffSignIn', { at: now.toISOString() });
      return { kind: 'ok', result: { ...(await sessions.start(row.userId, { secondFactor: true, tx })), recoveryCodes } };
    }
    const factor = await repository.findFactor(row.userId, true);
    if (!factor) {
      await repository.deleteChallenge(row.id); // the factor was reset meanwhile: start over
      return { kind: 'expired' };
    }
    const step = matchTotp(factor.secret, code, now, factor.lastStep);
    let passed = step !== undefined && (await repository.useStep(row.userId, step));
    if (step === undefined && normalizeRecoveryCode(code)) {
      passed = await repository.spendRecoveryCode(row.userId, hashRecoveryCode(code), now);
      if (passed) await recordAudit(tx, actor, { action: 'staff.second-factor.recovery-code', entity: 'user', entityId: row.userId });
    }
    if (!passed) {
      await repository.countFailure(row.id);
      return { kind: 'wrong' };
    }
    await repository.deleteChallenge(row.id);
    // The owner hears of every staff sign-in, in the sign-in's own transaction (docs/mail.md).
    await enqueueUserMail(tx, row.userId, 'staffSignIn', { at: now.toISOString() });
    return { kind: 'ok', result: await sessions.start(row.userId, { secondFactor: true, tx }) };
  }

  return {
    async challenge(user: { id: number; account: string }): Promise<SecondFactorPrompt> {
      const now = new Date();
      const repository = createSecondFactorRepository(db);
      const enrolled = (await repository.findFactor(user.id)) !== undefined;
      const challenge = newToken();
      const pendingSecret = enrolled ? null : newTotpSecret();
      await repository.createChallenge(
        { userId: user.id, tokenHash: hashToken(challenge), step: enrolled ? 'totp' : 'enrol', pendingSecret, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
        now,
      );
      return pendingSecret
        ? { step: 'enrol', challenge, secret: pendingSecret, otpauthUri: otpauthUri(pendingSecret, user.account) }
        : { step: 'totp', challenge };
    },

    /**
     * Every attempt counts against the account before its code is checked, and only a right code forgives them
     * (login-throttle.ts): past the limit the answer is 429 with Retry-After, whatever challenge is presented.
     */
    async complete(input: SecondFactorInput): Promise<SecondFactorResult> {
      if (!isTokenShaped(input.challenge)) throw expired();
      const now = new Date();
      const userId = await createSecondFactorRepository(db).challengeOwner(hashToken(input.challenge), now);
      if (userId === undefined) throw expired();
      await throttle.secondFactor(userId);
      const outcome = await db.transaction((tx) => attempt(tx, input, now));
      if (outcome.kind === 'expired') throw expired();
      if (outcome.kind === 'wrong') throw new AppError(400, 'secondFactorWrong');
      if (outcome.kind === 'wrongEnrolmentCode') throw new AppError(400, 'enrolmentCodeWrong');
      await throttle.secondFactorSucceeded(userId);
      return outcome.result;
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
