import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { createAnalyticsRepository } from './repository';
import { batchSchema, getQuerySchema, postQuerySchema } from './schemas';
import { createAnalyticsService } from './service';

// The smallest transparent 1×1 GIF: what an image send expects back.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type CollectOptions = { /** ANALYTICS_TOKEN; '' accepts any token. */ writeKey: string };

/** Spec §7 analytics: beacon/ajax POST and image GET, both with `project` and `token` in the query. */
export const collectRoutes: FastifyPluginAsyncZod<CollectOptions> = async (app, { writeKey }) => {
  const service = createAnalyticsService(createAnalyticsRepository(app.db));

  // Runs after validation, before anything is stored.
  const checkWriteKey = async (request: { query: { token?: string | undefined } }) => {
    if (writeKey && request.query.token !== writeKey) throw new AppError(403, 'forbidden');
  };

  app.post(
    '/collect',
    { schema: { querystring: postQuerySchema, body: batchSchema }, preHandler: checkWriteKey },
    async (request) => ok({ received: await service.collect(request.body, request.query) }),
  );

  app.get('/collect', { schema: { querystring: getQuerySchema }, preHandler: checkWriteKey }, async (request, reply) => {
    await service.collect(request.query.data, request.query);
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
};
