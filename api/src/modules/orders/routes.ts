import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { startPaymentTimeoutSweep } from './payment-timeout';
import { pricingResponse } from '../promotions/schemas';
import { countsResponse, createdResponse, detailResponse, pageResponse } from './response-schemas';
import { createBody, idempotencyHeaders, listQuery, noQuery, orderNoQuery, previewBody } from './schemas';
import { createOrderService } from './service';

/** The shopper's orders (docs/checkout-api.md "Orders"), mounted under /api; all need sign-in. */
export const orderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createOrderService(app.db, config);
  startPaymentTimeoutSweep(app, config.orderPayTimeoutMs);
  app.addHook('onRequest', app.authenticate);
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.post('/order/preview', { schema: { querystring: noQuery, body: previewBody, response: { 200: pricingResponse } } }, async (request) =>
    ok(await service.preview(userId(request), request.body, request.lang)),
  );

  app.post(
    '/order/create',
    { schema: { querystring: noQuery, headers: idempotencyHeaders, body: createBody, response: { 200: createdResponse } } },
    async (request) => ok(await service.create(userId(request), request.headers['idempotency-key'], request.body, request.lang)),
  );

  app.get('/order/list', { schema: { querystring: listQuery, response: { 200: pageResponse } } }, async (request) =>
    ok(await service.list(userId(request), request.query, request.lang)),
  );

  app.get('/order/counts', { schema: { querystring: noQuery, response: { 200: countsResponse } } }, async (request) =>
    ok(await service.counts(userId(request))),
  );

  app.get('/order/detail', { schema: { querystring: orderNoQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await service.detail(userId(request), request.query.orderNo, request.lang)),
  );

  app.post('/order/cancel', { schema: { querystring: orderNoQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await service.cancel(userId(request), request.query.orderNo, request.lang)),
  );

  app.post('/order/confirm-receipt', { schema: { querystring: orderNoQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await service.confirmReceipt(userId(request), request.query.orderNo, request.lang)),
  );
};
