import type { FastifyInstance } from 'fastify';
import { migrationsApplied } from './migrations-state';
import { runningRelease } from './release';

/**
 * The probes an orchestrator or nginx's health checks use, outside /api and without the envelope:
 * - GET /health/live: the process answers (restart it when this fails);
 * - GET /health/ready: it can serve shoppers now: the database answers, every migration of this build is
 *   applied, and it is not shutting down (take it out of the pool when this fails, don't restart it). It names the
 *   release it runs (api/package.json's version), which a rolling upgrade checks (docs/upgrades.md).
 */
export async function healthProbeRoutes(app: FastifyInstance) {
  let shuttingDown = false;
  // Fastify runs preClose before it stops listening: from then on the balancer should send new requests elsewhere.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get('/health/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ status: 'stopping' });
    try {
      const { applied, shipped } = await migrationsApplied(app.db);
      if (applied < shipped) return reply.code(503).send({ status: 'migrating', applied, shipped });
      return reply.send({ status: 'ready', db: app.dbDriver, migrations: applied, release: runningRelease() });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}
