import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { catalogueCard, noQuery, ordersCard, quotationsCard, supportCard } from './schemas';
import { createDashboardService } from './service';

/**
 * The console home's cards under /api/backoffice/dashboard (docs/backoffice-api.md, "Dashboard"): one call per
 * card, each behind the scope of its part, so a staff member holding only `orders` asks only the orders card
 * and nothing answers 403. Admin holds every scope.
 */
export const backofficeDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(app.db);
  const prefix = '/backoffice/dashboard';

  app.get(`${prefix}/orders`, { onRequest: app.requireScope('orders'), schema: { querystring: noQuery, response: { 200: ordersCard } } }, async () => ok(await service.orders()));
  app.get(`${prefix}/quotations`, { onRequest: app.requireScope('quotations'), schema: { querystring: noQuery, response: { 200: quotationsCard } } }, async () =>
    ok(await service.quotations()),
  );
  app.get(`${prefix}/support`, { onRequest: app.requireScope('support'), schema: { querystring: noQuery, response: { 200: supportCard } } }, async () => ok(await service.support()));
  app.get(`${prefix}/catalogue`, { onRequest: app.requireScope('catalogue'), schema: { querystring: noQuery, response: { 200: catalogueCard } } }, async (request) =>
    ok(await service.catalogue(request.lang)),
  );
};
