import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';

const healthSchema = envelopeOf(z.object({ db: z.enum(['pglite', 'postgres']) }));

/** GET /api/health: for load balancers and `npm start` checks; it touches the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthSchema } } }, async (request) => {
    try {
      await app.db.execute(sql`SELECT 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'unavailable');
    }
    return ok({ db: app.dbDriver });
  });
};
