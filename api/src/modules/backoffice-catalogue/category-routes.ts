import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { categoryDeleteBody, categoryReorderBody, categorySaveBody, categorySaveResponse, categoryTreeResponse } from './category-schemas';
import { createCategoryAdminService } from './category-service';
import { done, noQuery } from './schemas';

/** The category tree: read, create or rename, reorder, delete (docs/backoffice-api.md, Catalogue). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoryAdminService(app.db);
  const guard = { onRequest: app.requireScope('catalogue') };

  app.get('/categories', { ...guard, schema: { querystring: noQuery, response: { 200: categoryTreeResponse } } }, async () =>
    ok(await service.tree()),
  );

  app.post('/categories/save', { ...guard, schema: { body: categorySaveBody, response: { 200: categorySaveResponse } } }, async (request) =>
    ok(await service.save(staffActor(request), request.body)),
  );

  app.post('/categories/reorder', { ...guard, schema: { body: categoryReorderBody, response: { 200: done } } }, async (request) => {
    await service.reorder(staffActor(request), request.body);
    return ok(null);
  });

  app.post('/categories/delete', { ...guard, schema: { body: categoryDeleteBody, response: { 200: done } } }, async (request) => {
    await service.delete(staffActor(request), request.body.id);
    return ok(null);
  });
};
