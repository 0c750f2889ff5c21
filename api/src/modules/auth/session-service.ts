import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { TokenPair } from './schemas';
import { createSessionRepository, type SessionRepository } from './session-repository';
import { hashToken, isTokenShaped, newToken } from './tokens';

export type TokenLifetimes = {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  staffAccessTokenTtlMs: number;
  staffSessionTtlMs: number;
};

/** A shopper's session slides with every refresh; a staff one (second factor passed) ends at a fixed time. */
type SessionKind = { staffUntil: Date | null };

/** 401 with the body code 401: the client then tries one refresh (spec §8, DESIGN §4). */
export const unauthorized = () => new AppError(401, 'unauthorized', null, { 'www-authenticate': 'Bearer realm="labmall"' });

/**
 * Sessions and token rotation. A session is one sign-in: the family of its refresh tokens, each used
 * once, and their short-lived access tokens. Only SHA-256 hashes of tokens are stored.
 */
export function createSessionService(db: Db, lifetimes: TokenLifetimes) {
  async function addTokens(repository: SessionRepository, sessionId: string, now: Date, kind: SessionKind): Promise<TokenPair> {
    const pair = { token: newToken(), refresh_token: newToken() };
    const at = now.getTime();
    const { staffUntil } = kind;
    await repository.addTokens(sessionId, {
      accessHash: hashToken(pair.token),
      accessExpiresAt: staffUntil
        ? new Date(Math.min(at + lifetimes.staffAccessTokenTtlMs, staffUntil.getTime()))
        : new Date(at + lifetimes.accessTokenTtlMs),
      refreshHash: hashToken(pair.refresh_token),
      refreshExpiresAt: staffUntil ?? new Date(at + lifetimes.refreshTokenTtlMs),
    });
    return pair;
  }

  return {
    /**
     * A new session for a user who just proved who they are: with `secondFactor`, a staff session (it may call
     * the console; short tokens, a fixed end). Pass `tx` to start it inside the caller's transaction.
     */
    async start(userId: number, options: { secondFactor?: boolean; tx?: Db } = {}): Promise<TokenPair> {
      const now = new Date();
      const staffUntil = options.secondFactor ? new Date(now.getTime() + lifetimes.staffSessionTtlMs) : null;
      const work = async (tx: Db) => {
        const repository = createSessionRepository(tx);
        await repository.deleteEnded(userId, now);
        const expiresAt = staffUntil ?? new Date(now.getTime() + lifetimes.refreshTokenTtlMs);
        const sessionId = await repository.create(userId, expiresAt, staffUntil ? now : null);
        return addTokens(repository, sessionId, now, { staffUntil });
      };
      return options.tx ? work(options.tx) : db.transaction(work);
    },

    /**
     * Rotation: spends the refresh token and issues a new pair in the same session. A token already spent
     * means it was copied (or raced): the whole session is revoked, so whoever holds its newest tokens
     * must sign in again.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      if (!isTokenShaped(refreshToken)) throw unauthorized();
      const refreshHash = hashToken(refreshToken);
      const now = new Date();
      const pair = await db.transaction(async (tx) => {
        const repository = createSessionRepository(tx);
        const session = await repository.spendRefreshToken(refreshHash, now);
        if (session) {
          await repository.revokeAccessTokens(session.id, now);
          return addTokens(repository, session.id, now, { staffUntil: session.secondFactorAt ? session.expiresAt : null });
        }
        const presented = await repository.findRefreshToken(refreshHash);
        if (presented?.usedAt) await repository.revoke(presented.sessionId, now);
        return undefined; // committed: the revocation must stand even though this request fails
      });
      if (!pair) throw unauthorized();
      return pair;
    },

    /** Ends the session of the access token and/or of the refresh token; unknown tokens are ignored. */
    async end(tokens: { accessToken?: string | undefined; refreshToken?: string | undefined }): Promise<void> {
      const repository = createSessionRepository(db);
      const now = new Date();
      if (tokens.accessToken) {
        const sessionId = await repository.sessionOfAccessToken(hashToken(tokens.accessToken));
        if (sessionId) await repository.revoke(sessionId, now);
      }
      if (tokens.refreshToken && isTokenShaped(tokens.refreshToken)) {
        const presented = await repository.findRefreshToken(hashToken(tokens.refreshToken));
        if (presented) await repository.revoke(presented.sessionId, now);
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
