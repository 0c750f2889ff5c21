import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/auth';
import { createSessionRepository } from '../../auth/session-repository';
import { hashToken, newToken } from '../../auth/tokens';

const HOUR = 3_600_000;

/**
 * An access token of an account made straight in the database with `scope`; `secondFactor` marks its session as
 * having passed the staff second factor. (This module's own helper: the shared one was not there yet.)
 */
export async function tokenFor(app: FastifyInstance, scope: string[], secondFactor = true): Promise<{ token: string; userId: number }> {
  const account = `import.${randomBytes(4).toString('hex')}@lab.example`;
  const [user] = await app.db.insert(users).values({ account, passwordHash: 'test-only', nickname: 'im***', scope }).returning({ id: users.id });
  const sessions = createSessionRepository(app.db);
  const sessionId = await sessions.create(user!.id, new Date(Date.now() + HOUR), secondFactor ? new Date() : null);
  const token = newToken();
  await sessions.addTokens(sessionId, {
    accessHash: hashToken(token),
    accessExpiresAt: new Date(Date.now() + HOUR),
    refreshHash: hashToken(newToken()),
    refreshExpiresAt: new Date(Date.now() + HOUR),
  });
  return { token, userId: user!.id };
}
