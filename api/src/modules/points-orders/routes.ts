import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { detailResponse, pageResponse } from './response-schemas';
import { listQuery, orderNoQuery } from './schemas';
import { createPointsOrderService } from './service';

/** The shopper's points-mall exchanges (docs/account-api.md "Points orders"), mounted under /api; sign-in required. */
export const pointsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPointsOrderService(app.db);
  app.addHook('onRequest', app.authenticate);
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/points-order/list', { schema: { querystring: listQuery, response: { 200: pageResponse } } }, async (request) =>
    ok(await service.list(userId(request), request.query, request.lang)),
  );

  app.get('/points-order/detail', { schema: { querystring: orderNoQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await service.detail(userId(request), request.query.orderNo, request.lang)),
  );
};
