import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { claimBody, claimResponse, listResponse, noQuery } from './schemas';
import { createTaskService } from './service';

/** Points tasks (docs/points-api.md "Tasks"), mounted under /api; sign-in required. */
export const pointsTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTaskService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.get('/points-tasks/list', { schema: { querystring: noQuery, response: { 200: listResponse } } }, async (request) =>
    ok(await service.list(signedInUser(request).id, request.lang)),
  );

  app.post('/points-tasks/claim', { schema: { querystring: noQuery, body: claimBody, response: { 200: claimResponse } } }, async (request) =>
    ok(await service.claim(signedInUser(request).id, request.body.code)),
  );
};
