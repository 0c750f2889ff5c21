import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set when the route is registered, for the paths of PRIVATE_PATHS: none of its answers may be stored. */
    privateAnswers?: boolean;
  }
}

/**
 * The staff console and its release API, the sign-in calls (tokens, password reset) and the local mailbox (every
 * mail the shop sent, reset links included): private whoever asks and whatever the answer.
 */
const PRIVATE_PATHS = ['/api/backoffice/', '/api/auth/', '/dev/'];

const NO_STORE = 'no-store';

const isPrivatePath = (url: string) => PRIVATE_PATHS.some((prefix) => url.startsWith(prefix));

/** A route's own `private, no-store` stays; anything weaker (`public, max-age=…`, `private, max-age=…`, none) becomes no-store. */
function forbidStoring(reply: FastifyReply) {
  const given = reply.getHeader('cache-control');
  if (typeof given !== 'string' || !/(^|[\s,])no-store($|[\s,])/i.test(given)) reply.header('cache-control', NO_STORE);
}

/**
 * `Cache-Control: no-store` on every answer no cache (a proxy, a CDN, the browser's disk) may keep: those of the
 * routes under PRIVATE_PATHS, marked when they are registered, and those to a request `app.authenticate` ran for
 * (signed-in routes, their 401/403 included; a guest's form or vote sent with a token). The latter is decided per
 * request: most signed-in modules guard with `app.addHook('onRequest', app.authenticate)`, which onRoute never sees,
 * and an optional sign-in makes an answer private only when a token comes. Catalogue reads never authenticate, so
 * the Bearer token the browser sends with them leaves their caching alone (hence no `Vary: Authorization`).
 */
async function privateAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (isPrivatePath(route.url)) route.config = { ...route.config, privateAnswers: true };
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.privateAnswers || request.credentialsChecked) forbidStoring(reply);
  });
}

export default fp(privateAnswers, { name: 'private-answers', dependencies: ['auth'] });
