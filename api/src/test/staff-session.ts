import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema/auth';
import { createSessionRepository } from '../modules/auth/session-repository';
import { hashToken, newToken } from '../modules/auth/tokens';
import type { StaffScope } from '../modules/staff/scopes';
import { uniqueEmail } from './auth-requests';

const HOUR = 3_600_000;

/**
 * A signed-in account made straight in the database (no password, no sign-in calls, no throttle): a user with
 * `scope` and one session with its access token. `secondFactor` marks the session as having passed the staff
 * second factor, as the sign-in flow does once the TOTP code is right. Returns the access token and the account.
 */
async function signedInAccount(app: FastifyInstance, scope: string[], secondFactor: boolean) {
  const account = uniqueEmail(secondFactor ? 'staff' : 'shopper');
  const [user] = await app.db
    .insert(users)
    // Not an argon2 hash: this account can never sign in with a password, only use the token made here.
    .values({ account, passwordHash: 'test-session-only', nickname: account.slice(0, 2) + '***', scope })
    .returning({ id: users.id });
  const repository = createSessionRepository(app.db);
  const now = Date.now();
  const sessionId = await repository.create(user!.id, new Date(now + HOUR));
  const token = newToken();
  await repository.addTokens(sessionId, {
    accessHash: hashToken(token),
    accessExpiresAt: new Date(now + HOUR),
    refreshHash: hashToken(newToken()),
    refreshExpiresAt: new Date(now + HOUR),
  });
  if (secondFactor) await app.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
  return { token, account, userId: user!.id };
}

/** A staff member's token whose session passed the second factor; `scope` beside the shopper's 'user'. */
export const staffSession = (app: FastifyInstance, ...scope: StaffScope[]) => signedInAccount(app, ['user', ...scope], true);

/** A shopper's token (password sign-in only, no second factor). */
export const shopperSession = (app: FastifyInstance) => signedInAccount(app, ['user'], false);
