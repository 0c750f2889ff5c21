import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { exchange } from './exchange';
import {
  allowanceResponse,
  announcementPageResponse,
  announcementResponse,
  campaignsResponse,
  categoriesResponse,
  exchangeResponse,
  homeResponse,
  productPageResponse,
  productResponse,
} from './response-schemas';
import { announcementListQuery, exchangeBody, idempotencyHeaders, idQuery, noQuery, productIdQuery, productListQuery } from './schemas';
import { createMallService } from './service';

/** The points mall (docs/points-api.md), mounted under /api: public reads, and the signed-in allowance and exchange. */
export const pointsMallRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMallService(app.db);

  app.get('/points-mall/home', { schema: { querystring: noQuery, response: { 200: homeResponse } } }, async (request) => ok(await service.home(request.lang)));
  app.get('/points-mall/categories', { schema: { querystring: noQuery, response: { 200: categoriesResponse } } }, async (request) =>
    ok(await service.categories(request.lang)),
  );
  app.get('/points-mall/products', { schema: { querystring: productListQuery, response: { 200: productPageResponse } } }, async (request) =>
    ok(await service.products(request.query, request.lang)),
  );
  app.get('/points-mall/product', { schema: { querystring: idQuery, response: { 200: productResponse } } }, async (request) =>
    ok(await service.product(request.query.id, request.lang)),
  );
  app.get('/points-mall/campaigns', { schema: { querystring: noQuery, response: { 200: campaignsResponse } } }, async (request) =>
    ok(await service.campaigns(request.lang)),
  );
  app.get('/points-mall/announcements', { schema: { querystring: announcementListQuery, response: { 200: announcementPageResponse } } }, async (request) =>
    ok(await service.announcements(request.query.page, request.query.pageSize, request.lang)),
  );
  app.get('/points-mall/announcement', { schema: { querystring: idQuery, response: { 200: announcementResponse } } }, async (request) =>
    ok(await service.announcement(request.query.id, request.lang)),
  );

  app.get(
    '/points-mall/allowance',
    { onRequest: app.authenticate, schema: { querystring: productIdQuery, response: { 200: allowanceResponse } } },
    async (request) => ok(await service.allowance(signedInUser(request).id, request.query.productId)),
  );
  app.post(
    '/points-mall/exchange',
    { onRequest: app.authenticate, schema: { querystring: noQuery, headers: idempotencyHeaders, body: exchangeBody, response: { 200: exchangeResponse } } },
    async (request) => ok(await exchange(app.db, signedInUser(request).id, request.headers['idempotency-key'], request.body)),
  );
};
