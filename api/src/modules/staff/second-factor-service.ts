import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { TokenPair } from '../auth/schemas';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SessionService } from '../auth/session-service';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens';
import { recordAudit } from './audit';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { createSecondFactorRepository } from './second-factor-repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** Long enough to open an authenticator app (or set one up), short enough that a stolen challenge is useless. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per challenge; then the password is asked again (and the login throttle counts that). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export type SecondFactorPrompt =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUri: string };

export type SecondFactorResult = TokenPair & { recoveryCodes?: string[] };

const expired = () => new AppError(400, 'secondFactorExpired');
const wrongCode = () => new AppError(400, 'secondFactorWrong');

type Outcome = { kind: 'ok'; result: SecondFactorResult } | { kind: 'expired' } | { kind: 'wrong'; account: string };

/**
 * The staff sign-in's second step. The password step hands out a challenge instead of tokens; the challenge
 * and a TOTP code (or a recovery code) make a staff session. The first sign-in enrols the authenticator.
 */
export function createSecondFactorService(db: Db, sessions: SessionService, throttle: Pick<LoginThrottle, 'account'>) {
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

    async complete(challenge: string, code: string): Promise<SecondFactorResult> {
      if (!isTokenShaped(challenge)) throw expired();
      const now = new Date();
      // Failures are counted in the same transaction and committed (the transaction returns, not throws).
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const repository = createSecondFactorRepository(tx);
        const row = await repository.lockChallenge(hashToken(challenge), now);
        if (!row) return { kind: 'expired' };
        if (row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
          await repository.deleteChallenge(row.id);
          return { kind: 'expired' };
        }
        const actor = { id: row.userId, account: row.account, requestId: null };
        if (row.step === 'enrol') {
          const step = matchTotp(row.pendingSecret ?? '', code.trim(), now, 0);
          if (step === undefined) {
            await repository.countFailure(row.id);
            return { kind: 'wrong', account: row.account };
          }
          const recoveryCodes = newRecoveryCodes();
          await repository.deleteChallenge(row.id);
          if (!(await repository.enrol(row.userId, row.pendingSecret!, step, recoveryCodes.map(hashRecoveryCode)))) return { kind: 'expired' };
          await recordAudit(tx, actor, { action: 'staff.second-factor.enrol', entity: 'user', entityId: row.userId });
          const tokens = await sessions.start(row.userId, { secondFactor: true, tx });
          return { kind: 'ok', result: { ...tokens, recoveryCodes } };
        }
        const factor = await repository.findFactor(row.userId, true);
        if (!factor) {
          await repository.deleteChallenge(row.id); // the factor was reset meanwhile: start over
          return { kind: 'expired' };
        }
        const step = matchTotp(factor.secret, code.trim(), now, factor.lastStep);
        let passed = step !== undefined && (await repository.useStep(row.userId, step));
        if (step === undefined && normalizeRecoveryCode(code)) {
          passed = await repository.spendRecoveryCode(row.userId, hashRecoveryCode(code), now);
          if (passed) await recordAudit(tx, actor, { action: 'staff.second-factor.recovery-code', entity: 'user', entityId: row.userId });
        }
        if (!passed) {
          await repository.countFailure(row.id);
          return { kind: 'wrong', account: row.account };
        }
        await repository.deleteChallenge(row.id);
        return { kind: 'ok', result: await sessions.start(row.userId, { secondFactor: true, tx }) };
      });
      if (outcome.kind === 'expired') throw expired();
      if (outcome.kind === 'wrong') {
        // A wrong code counts as a wrong password of the account: after the limit, signing in again waits
        // (429 with Retry-After), so a stolen password does not buy unlimited fresh challenges.
        await throttle.account(outcome.account);
        throw wrongCode();
      }
      return outcome.result;
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
