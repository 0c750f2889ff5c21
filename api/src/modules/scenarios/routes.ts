import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedReply } from '../../lib/cached-reply';
import { createResponseCache } from '../../lib/response-cache';
import { createScenarioRepository } from './repository';
import { noBody, noQuery, scenarioDetailResponse, scenarioIdQuery, scenarioListResponse } from './schemas';
import { createScenarioService } from './service';

/** Scenario-based procurement bundles (spec §7), mounted under /api. */
export const scenarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createScenarioService(createScenarioRepository(app.db));
  // Prices and stock change with catalogue writes, which call invalidateCatalogue(); the TTL covers other replicas.
  const cache = createResponseCache({ maxEntries: 500 });

  app.get(
    '/productcategory/getscenarioizedprocurementlist',
    { schema: { querystring: noQuery, response: { 200: scenarioListResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'list', null, scenarioListResponse, () => service.list(request.lang)),
  );

  app.post(
    '/productcategory/getscenarioizedproduct',
    { schema: { querystring: scenarioIdQuery, body: noBody, response: { 200: scenarioDetailResponse } } },
    async (request, reply) =>
      cachedReply(cache, reply, 'detail', request.query, scenarioDetailResponse, () =>
        service.detail(request.query.id, request.lang),
      ),
  );
};
