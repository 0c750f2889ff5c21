import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionRepository, type SignedInUser } from '../modules/auth/session-repository';
import { unauthorized } from '../modules/auth/session-service';
import { bearerToken, hashToken } from '../modules/auth/tokens';
import { AppError } from '../lib/app-error';
import { allows, type StaffScope } from '../modules/staff/scopes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook of every signed-in route (`{ onRequest: app.authenticate }`): sets `request.user` or answers
     * 401. onRequest rather than preHandler, so an anonymous call is refused before its body is even read.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The hook of every staff route (`{ onRequest: app.requireScope('catalogue') }`): a signed-in user whose
     * session passed the second factor and whose scope allows this part of the console; else 401 or 403. The
     * browser's own check is convenience only: this one is the rule.
     */
    requireScope: (scope: StaffScope) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user (with the session id); set by `app.authenticate`, null elsewhere. */
    user: SignedInUser | null;
    /**
     * True once `app.authenticate` has run for this request, whatever it decided: the answer (a 401 or 403 included)
     * is about who asks, so plugins/private-answers.ts makes it `no-store`.
     */
    credentialsChecked: boolean;
  }
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Bearer access tokens, checked against the server's record on every request: no cache, so a logout,
 * a detected refresh-token reuse or a password change takes effect at once on every replica.
 */
async function authPlugin(app: FastifyInstance) {
  const sessions = createSessionRepository(app.db);
  app.decorateRequest('user', null);
  app.decorateRequest('credentialsChecked', false);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.credentialsChecked = true;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await sessions.findSignedIn(hashToken(token), new Date()) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  });
  app.decorate('requireScope', (scope: StaffScope) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = signedInUser(request);
    if (!user.secondFactorAt) throw new AppError(403, 'secondFactorRequired');
    if (!allows(user.scope, scope)) throw new AppError(403, 'forbidden');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
