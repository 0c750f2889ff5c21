import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { noQuery, profileBody, profileResponse } from './schemas';
import { createProfileService } from './service';

/** The account area's profile (docs/account-api.md "Profile"), mounted under /api; sign-in required. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.get('/user/profile', { schema: { querystring: noQuery, response: { 200: profileResponse } } }, async (request) =>
    ok(await service.get(signedInUser(request).id)),
  );

  app.post('/user/profile', { schema: { querystring: noQuery, body: profileBody, response: { 200: profileResponse } } }, async (request) =>
    ok(await service.update(signedInUser(request).id, request.body)),
  );
};
