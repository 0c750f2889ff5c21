import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { optionalUserId } from './optional-user';
import { questionParams, searchQuery, voteBody } from './schemas';
import { createHelpService } from './service';

/** The help centre (docs/help-service-api.md), mounted under /api. Reading is public. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpService(app.db, app.throttle);

  app.get('/help/home', async (request) => ok(await service.home(request.lang)));

  app.get('/help/questions/:id', { schema: { params: questionParams } }, async (request) =>
    ok(await service.question(request.params.id, request.lang)),
  );

  app.get('/help/search', { schema: { querystring: searchQuery } }, async (request) => ok(await service.search(request.query, request.lang)));

  app.post('/help/questions/:id/vote', { schema: { params: questionParams, body: voteBody } }, async (request) =>
    ok(await service.vote(request.params.id, request.body, await optionalUserId(app, request), request.ip)),
  );
};
