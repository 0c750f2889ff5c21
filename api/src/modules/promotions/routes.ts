import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { labels, options } from './labels';
import { orderItemsBody } from './order-items';
import {
  activityMapResponse, availableCouponsResponse, couponEnumsResponse, couponPageResponse, fullReductionEnumsResponse,
  mineQuery, noQuery, pricingResponse, productIdsBody, ruleInfoResponse,
} from './schemas';
import { createPromotionService } from './service';

/** Full reduction, sales activities and coupons (spec §7 "Other", docs/checkout-api.md), mounted under /api. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPromotionService(app.db);
  const signedIn = { onRequest: app.authenticate };

  app.get('/fullsubtracting/get/enums', { schema: { querystring: noQuery, response: { 200: fullReductionEnumsResponse } } }, async (request) =>
    ok({ kinds: options(labels[request.lang].fullReductionKinds) }),
  );

  app.post('/fullsubtracting/info', { schema: { body: productIdsBody, response: { 200: ruleInfoResponse } } }, async (request) =>
    ok(await service.ruleInfo(request.body.productIds, request.lang)),
  );

  app.post(
    '/fullsubtracting/calculate/order/reduce',
    { ...signedIn, schema: { body: orderItemsBody, response: { 200: pricingResponse } } },
    async (request) => ok(await service.calculate(signedInUser(request).id, request.body, request.lang)),
  );

  app.post('/sales/activity/product/map/activitys', { schema: { body: productIdsBody, response: { 200: activityMapResponse } } }, async (request) =>
    ok(await service.activityMap(request.body.productIds, request.lang)),
  );

  app.get('/coupon/get/enums', { schema: { querystring: noQuery, response: { 200: couponEnumsResponse } } }, async (request) => {
    const texts = labels[request.lang];
    return ok({ kinds: options(texts.couponKinds), statuses: options(texts.couponStatuses) });
  });

  app.post(
    '/coupon/order/available/coupon',
    { ...signedIn, schema: { body: orderItemsBody, response: { 200: availableCouponsResponse } } },
    async (request) => ok(await service.availableCoupons(signedInUser(request).id, request.body, request.lang)),
  );

  app.get('/coupon/mine', { ...signedIn, schema: { querystring: mineQuery, response: { 200: couponPageResponse } } }, async (request) =>
    ok(await service.mine(signedInUser(request).id, request.query, request.lang)),
  );
};
