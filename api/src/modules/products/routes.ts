import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../i18n/messages';
import { cachedReply } from '../../lib/cached-reply';
import { ok } from '../../lib/envelope';
import { createResponseCache } from '../../lib/response-cache';
import { createDetailRepository } from './detail-repository';
import { createDetailService } from './detail-service';
import { createDiscoveryService } from './discovery-service';
import { createExposureRepository } from './exposure-repository';
import { createRankingRepository } from './ranking-repository';
import { createProductRepository } from './repository';
import {
  cardListResponse,
  cardPageResponse,
  exposuresResponse,
  productDetailResponse,
  productPageResponse,
  rankingResponse,
  suggestionsResponse,
} from './response-schemas';
import { exposuresBody, pageQuery, productIdQuery, productPageBody, rankingQuery, relatedQuery, suggestQuery } from './schemas';
import { createProductService } from './service';
import { createSuggestRepository } from './suggest-repository';
import { createSafetyRepository } from '../product-safety/repository';

/**
 * Spec §7 product calls, mounted under /api. Reads are answered from a response cache (DESIGN §8: the
 * database alone cannot carry the shop's read load); writers call `invalidateCatalogue()`.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache();
  const lists = createProductService(createProductRepository(app.db));
  const details = createDetailService(createDetailRepository(app.db));
  const discovery = createDiscoveryService({
    rankings: createRankingRepository(app.db),
    suggestions: createSuggestRepository(app.db),
    lots: createSafetyRepository(app.db),
    exposures: createExposureRepository(app.db),
  });

  app.post('/product/page-get-products', { schema: { body: productPageBody } }, (request, reply) =>
    cachedReply(cache, reply, 'page', request.body, productPageResponse, () => lists.page(request.body, request.lang)),
  );

  app.get('/product/get', { schema: { querystring: productIdQuery } }, (request, reply) =>
    cachedReply(cache, reply, 'get', request.query, productDetailResponse, () => details.detail(request.query.id, request.lang)),
  );

  app.get('/product/same', { schema: { querystring: relatedQuery } }, (request, reply) => {
    const { id, limit } = request.query;
    return cachedReply(cache, reply, 'same', request.query, cardListResponse, () => lists.same(id, limit, request.lang));
  });

  app.get('/product/like', { schema: { querystring: relatedQuery } }, (request, reply) => {
    const { id, limit } = request.query;
    return cachedReply(cache, reply, 'like', request.query, cardListResponse, () => lists.like(id, limit, request.lang));
  });

  app.get('/product/collocationproduct', { schema: { querystring: productIdQuery } }, (request, reply) =>
    cachedReply(cache, reply, 'collocation', request.query, cardListResponse, () => lists.collocations(request.query.id, request.lang)),
  );

  app.get('/product/searchkeywordnew', { schema: { querystring: suggestQuery } }, (request, reply) =>
    cachedReply(cache, reply, 'suggest', request.query, suggestionsResponse, () => discovery.suggest(request.query.keyword, request.lang)),
  );

  app.get('/productcategory/getyanxuannewproductlist', { schema: { querystring: pageQuery } }, (request, reply) => {
    const { page, pageSize } = request.query;
    return cachedReply(cache, reply, 'new', request.query, cardPageResponse, () => lists.newProducts(page, pageSize, request.lang));
  });

  app.get('/productcategory/getrecommendedzonelist', { schema: { querystring: pageQuery } }, (request, reply) => {
    const { page, pageSize } = request.query;
    return cachedReply(cache, reply, 'recommended', request.query, cardPageResponse, () => lists.recommended(page, pageSize, request.lang));
  });

  app.get('/yxranking/productranking', { schema: { querystring: rankingQuery } }, (request, reply) => {
    const { categoryId, limit } = request.query;
    return cachedReply(cache, reply, 'ranking', request.query, rankingResponse, () => discovery.ranking(categoryId, limit, request.lang));
  });

  // A write of counters nobody reads back in the shop: nothing to invalidate.
  app.post('/product/batch-add-exposures-record', { schema: { body: exposuresBody, response: { 200: exposuresResponse } } }, async (request) => {
    const { recorded, unknownIds } = await discovery.recordExposures(request.body);
    if (unknownIds.length === 0) return ok({ recorded });
    return { code: -1007 as const, message: messages[request.lang].partlyDone, data: { recorded, unknownIds } };
  });
};
