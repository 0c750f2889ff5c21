import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedReply } from '../../lib/cached-reply';
import { createResponseCache } from '../../lib/response-cache';
import { createHomeRepository } from './repository';
import { homeResponse, hotWordsResponse, noQuery } from './schemas';
import { createHomeService } from './service';

/** The home page's data (spec §3 home slice) and the search box's hot words, mounted under /api. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeService(createHomeRepository(app.db, app.contentClock));
  // The busiest reads of the shop: kept until a catalogue write (invalidateCatalogue) or the cache's TTL.
  const cache = createResponseCache({ maxEntries: 16 });

  app.get('/newrecommend/multi', { schema: { querystring: noQuery, response: { 200: homeResponse } } }, async (request, reply) =>
    cachedReply(cache, reply, 'home', null, homeResponse, () => service.home(request.lang)),
  );

  app.get('/home/hotwords', { schema: { querystring: noQuery, response: { 200: hotWordsResponse } } }, async (request, reply) =>
    cachedReply(cache, reply, 'hotwords', null, hotWordsResponse, () => service.hotWords(request.lang)),
  );
};
