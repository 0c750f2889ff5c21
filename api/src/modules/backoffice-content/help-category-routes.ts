import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { done } from '../backoffice-catalogue/schemas';
import { staffActor } from '../staff/audit';
import { savedResponse } from './article-schemas';
import { helpCategoriesResponse, helpCategorySaveBody } from './help-category-schemas';
import { createHelpCategoryService } from './help-category-service';
import { refBody } from './home-schemas';

/** The help centre's groups: the list (with question counts), save (new or at its version) and delete (only when empty). */
export const helpCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpCategoryService(app.db);
  const guard = { onRequest: app.requireScope('content') };

  app.get('/help/categories', { ...guard, schema: { response: { 200: helpCategoriesResponse } } }, async () => ok(await service.list()));
  app.post('/help/category/save', { ...guard, schema: { body: helpCategorySaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await service.save(staffActor(request), request.body)),
  );
  app.post('/help/category/delete', { ...guard, schema: { body: refBody, response: { 200: done } } }, async (request) => {
    await service.remove(staffActor(request), request.body.id, request.body.version);
    return ok(null);
  });
};
