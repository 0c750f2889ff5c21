import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { notifyRoutes } from './notify-routes';
import { createBody, createResponse, methodsResponse, noQuery, statusQuery, statusResponse } from './schemas';
import { createPaymentService } from './service';

/** Payment (docs/checkout-api.md "Payment"), mounted under /api. All but the gateway's notify need sign-in. */
export const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createPaymentService(app.db, config);
  const signedIn = { onRequest: app.authenticate };

  app.get('/payment/methods', { ...signedIn, schema: { querystring: noQuery, response: { 200: methodsResponse } } }, async () => ok(service.methods()));

  app.post('/payment/create', { ...signedIn, schema: { querystring: noQuery, body: createBody, response: { 200: createResponse } } }, async (request) =>
    ok(await service.create(signedInUser(request).id, request.body, request.lang)),
  );

  app.get('/payment/status', { ...signedIn, schema: { querystring: statusQuery, response: { 200: statusResponse } } }, async (request) =>
    ok(await service.status(signedInUser(request).id, request.query.orderNo)),
  );

  await app.register(notifyRoutes, { config });
};
