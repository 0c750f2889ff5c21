import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { createCategoryRepository } from './repository';
import { categoryTreeResponse, noQuery, topCategoriesResponse } from './schemas';
import { createCategoryService } from './service';

/** Spec §7 category reads, mounted under /api. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoryService(createCategoryRepository(app.db));

  app.get(
    '/productcategory/category',
    { schema: { querystring: noQuery, response: { 200: topCategoriesResponse } } },
    async (request) => ok(await service.topCategories(request.lang)),
  );

  app.get(
    '/productcategory/all/category',
    { schema: { querystring: noQuery, response: { 200: categoryTreeResponse } } },
    async (request) => ok(await service.categoryTree(request.lang)),
  );
};
