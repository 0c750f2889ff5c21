import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import {
  productListQuery,
  productListResponse,
  productQuery,
  productRecordResponse,
  productSaveBody,
  productSaveResponse,
  productStatusBody,
} from './product-schemas';
import { createProductAdminService } from './product-service';
import { done } from './schemas';

/** Products: the list, the whole record, create or edit, on/off sale in bulk. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductAdminService(app.db);
  const guard = { onRequest: app.requireScope('catalogue') };

  app.get('/products', { ...guard, schema: { querystring: productListQuery, response: { 200: productListResponse } } }, async (request) =>
    ok(await service.list(request.query, request.lang)),
  );

  app.get('/product', { ...guard, schema: { querystring: productQuery, response: { 200: productRecordResponse } } }, async (request) =>
    ok(await service.record(request.query.id)),
  );

  app.post('/product/save', { ...guard, schema: { body: productSaveBody, response: { 200: productSaveResponse } } }, async (request) =>
    ok(await service.save(staffActor(request), request.body)),
  );

  app.post('/products/status', { ...guard, schema: { body: productStatusBody, response: { 200: done } } }, async (request) => {
    await service.setStatus(staffActor(request), request.body.ids, request.body.status);
    return ok(null);
  });
};
