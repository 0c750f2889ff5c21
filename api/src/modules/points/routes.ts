import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { balanceResponse, ledgerQuery, ledgerResponse, noQuery } from './schemas';
import { createPointsService } from './service';

/** The shopper's points (docs/checkout-api.md "Points"), mounted under /api; sign-in required. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPointsService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.get('/points/balance', { schema: { querystring: noQuery, response: { 200: balanceResponse } } }, async (request) =>
    ok(await service.balance(signedInUser(request).id)),
  );

  app.get('/points/ledger', { schema: { querystring: ledgerQuery, response: { 200: ledgerResponse } } }, async (request) =>
    ok(await service.ledger(signedInUser(request).id, request.query, request.lang)),
  );
};
