import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { createOrderActions } from './order-actions';
import { actionBody, actionResponse, orderDetailResponse, orderListQuery, orderListResponse, orderQuery, shipBody } from './schemas';
import { createStaffOrderService } from './service';

/**
 * The staff console's order calls under /api/backoffice/orders (docs/backoffice-api.md, "Orders"): the list, one
 * order, and the four actions. Every route carries `app.requireScope('orders')`.
 */
export const backofficeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffOrderService(app.db);
  const guard = { onRequest: app.requireScope('orders') };
  const actions = (request: Parameters<typeof staffActor>[0]) => createOrderActions(app.db, staffActor(request));
  const prefix = '/backoffice/orders';

  app.get(`${prefix}/list`, { ...guard, schema: { querystring: orderListQuery, response: { 200: orderListResponse } } }, async (request) =>
    ok(await service.list(request.query)),
  );

  app.get(`${prefix}/detail`, { ...guard, schema: { querystring: orderQuery, response: { 200: orderDetailResponse } } }, async (request) =>
    ok(await service.detail(request.query.orderNo, request.lang)),
  );

  app.post(`${prefix}/ship`, { ...guard, schema: { body: shipBody, response: { 200: actionResponse } } }, async (request) => {
    const { orderNo, version, carrier, trackingNo } = request.body;
    return ok(await actions(request).ship(orderNo, { carrier, trackingNo }, version));
  });

  app.post(`${prefix}/cancel`, { ...guard, schema: { body: actionBody, response: { 200: actionResponse } } }, async (request) =>
    ok(await actions(request).cancel(request.body.orderNo, request.body.version)),
  );

  app.post(`${prefix}/refund`, { ...guard, schema: { body: actionBody, response: { 200: actionResponse } } }, async (request) =>
    ok(await actions(request).refund(request.body.orderNo, request.body.version)),
  );

  app.post(`${prefix}/confirm-transfer`, { ...guard, schema: { body: actionBody, response: { 200: actionResponse } } }, async (request) =>
    ok(await actions(request).confirmTransfer(request.body.orderNo, request.body.version)),
  );
};
