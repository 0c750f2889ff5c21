import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { accessTokens, refreshTokens, sessions, users } from '../../db/schema/auth';
import type { Db } from '../../db/types';
import { perDatabase } from '../../lib/per-database';

export type NewTokens = { accessHash: string; accessExpiresAt: Date; refreshHash: string; refreshExpiresAt: Date };

/** The user behind a live access token; prepared once, since it runs on every signed-in request. */
const signedInQuery = perDatabase((db) =>
  db
    .select({
      id: users.id,
      account: users.account,
      nickname: users.nickname,
      scope: users.scope,
      sessionId: sessions.id,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(accessTokens)
    .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('accessHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('signed_in_user'),
);

/** Sessions and their tokens. Pass the transaction's `tx` as `db` when calling inside one. */
export function createSessionRepository(db: Db) {
  return {
    async create(userId: number, expiresAt: Date, secondFactorAt: Date | null = null): Promise<string> {
      const id = randomUUID();
      await db.insert(sessions).values({ id, userId, expiresAt, secondFactorAt });
      return id;
    },

    async addTokens(sessionId: string, tokens: NewTokens): Promise<void> {
      await db.insert(accessTokens).values({ sessionId, tokenHash: tokens.accessHash, expiresAt: tokens.accessExpiresAt });
      await db.insert(refreshTokens).values({ sessionId, tokenHash: tokens.refreshHash, expiresAt: tokens.refreshExpiresAt });
      // A shopper's session slides to its newest refresh token; a staff session's end is fixed (never later).
      await db
        .update(sessions)
        .set({ expiresAt: tokens.refreshExpiresAt })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.secondFactorAt)));
    },

    /** The user behind a live access token: token and session neither expired nor revoked. */
    async findSignedIn(accessHash: string, now: Date) {
      const [row] = await signedInQuery(db).execute({ accessHash, now: now.toISOString() });
      return row;
    },

    /** The session of an access token in any state (logout also ends sessions whose token has expired). */
    async sessionOfAccessToken(accessHash: string): Promise<string | undefined> {
      const [row] = await db.select({ sessionId: accessTokens.sessionId }).from(accessTokens).where(eq(accessTokens.tokenHash, accessHash));
      return row?.sessionId;
    },

    async findRefreshToken(refreshHash: string) {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, refreshHash));
      return row;
    },

    /**
     * Marks a live refresh token used and returns its session, in one conditional UPDATE: of two requests
     * with the same token, the second waits for the first's row lock and then matches nothing.
     */
    async spendRefreshToken(refreshHash: string, now: Date): Promise<{ id: string; expiresAt: Date; secondFactorAt: Date | null } | undefined> {
      const liveSessions = db.select({ id: sessions.id }).from(sessions).where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, refreshHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
            inArray(refreshTokens.sessionId, liveSessions),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId });
      if (!row) return undefined;
      const [session] = await db
        .select({ id: sessions.id, expiresAt: sessions.expiresAt, secondFactorAt: sessions.secondFactorAt })
        .from(sessions)
        .where(eq(sessions.id, row.sessionId));
      return session;
    },

    /** Ends the session: every access and refresh token of it stops working at once. */
    async revoke(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** On rotation the previous access tokens of the session are retired with their refresh token. */
    async revokeAccessTokens(sessionId: string, now: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
    },

    /** Ends every session of the user (staff removed, second factor reset). */
    async revokeAll(userId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async revokeOthers(userId: number, keepSessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    },

    /** Housekeeping at sign-in: a user's ended sessions (and, by cascade, their tokens) are of no use. */
    async deleteEnded(userId: number, now: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
export type SignedInUser = NonNullable<Awaited<ReturnType<SessionRepository['findSignedIn']>>>;
