import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { reviewBody, reviewListQuery, reviewPageResponse, reviewResponse } from './schemas';
import { createReviewService } from './service';

/** Product reviews (spec §7), mounted under /api. Writing one needs a sign-in. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReviewService(app.db, app.throttle);

  app.get(
    '/productcomment/list',
    { schema: { querystring: reviewListQuery, response: { 200: reviewPageResponse } } },
    async (request) => {
      const { productId, page, pageSize } = request.query;
      return ok(await service.list(productId, page, pageSize));
    },
  );

  app.post(
    '/productcomment/comment',
    { onRequest: app.authenticate, schema: { body: reviewBody, response: { 200: reviewResponse } } },
    async (request) => ok(await service.create(signedInUser(request), request.body)),
  );
};
