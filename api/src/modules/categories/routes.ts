import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedReply } from '../../lib/cached-reply';
import { ok } from '../../lib/envelope';
import { createResponseCache } from '../../lib/response-cache';
import { createCategoryRepository } from './repository';
import {
  categoryAllResponse,
  categoryChildrenQuery,
  categoryChildrenResponse,
  categoryGridResponse,
  categoryIdQuery,
  categoryTreeResponse,
  noBody,
  noQuery,
  productCategoryResponse,
  topCategoriesResponse,
} from './schemas';
import { createCategoryService } from './service';
import { createRankingRepository } from '../products/ranking-repository';
import { createCategoryShowcase } from './showcase-service';
import { createCategoryStatsRepository } from './stats-repository';

/** Spec §7 category reads, mounted under /api. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createCategoryStatsRepository(app.db);
  const service = createCategoryService(createCategoryRepository(app.db), stats);
  const showcase = createCategoryShowcase(service, stats, createRankingRepository(app.db));
  // Answers with product figures: kept until a catalogue write (invalidateCatalogue) or the cache's TTL.
  const cache = createResponseCache();

  app.get(
    '/productcategory/category',
    { schema: { querystring: noQuery, response: { 200: topCategoriesResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'category', {}, topCategoriesResponse, () => service.topCategories(request.lang)),
  );

  app.get(
    '/productcategory/all/category',
    { schema: { querystring: noQuery, response: { 200: categoryTreeResponse } } },
    // Every page's header asks for the tree: answered from the serialized cache like the product reads.
    async (request, reply) =>
      cachedReply(cache, reply, 'all-category', {}, categoryTreeResponse, () => service.categoryTree(request.lang)),
  );

  app.get(
    '/productcategory/category-children',
    { schema: { querystring: categoryChildrenQuery, response: { 200: categoryChildrenResponse } } },
    async (request) => ok(await service.children(request.query.parentId, request.lang)),
  );

  app.post(
    '/productcategory/getproductcategory',
    { schema: { querystring: categoryIdQuery, body: noBody, response: { 200: productCategoryResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'productcategory', request.query, productCategoryResponse, () =>
        service.productCategory(request.query.categoryId, request.lang),
      ),
  );

  app.get(
    '/product/get-category-grid',
    { schema: { querystring: noQuery, response: { 200: categoryGridResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'grid', null, categoryGridResponse, () => showcase.grid(request.lang)),
  );

  app.get(
    '/pc/ProductPc/get-category-all',
    { schema: { querystring: noQuery, response: { 200: categoryAllResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'all', null, categoryAllResponse, () => showcase.all(request.lang)),
  );
};
