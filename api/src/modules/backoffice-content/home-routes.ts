import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { done } from '../backoffice-catalogue/schemas';
import { staffActor } from '../staff/audit';
import { savedResponse } from './article-schemas';
import { bannerSaveBody, bannersResponse, hotWordSaveBody, hotWordsResponse, refBody } from './home-schemas';
import { createHomeContentService } from './home-service';

/** The home page's banners (image, link, order, active window) and the search box's hot words. */
export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeContentService(app.db);
  const guard = { onRequest: app.requireScope('content') };

  app.get('/banners', { ...guard, schema: { response: { 200: bannersResponse } } }, async () => ok(await service.banners()));
  app.post('/banner/save', { ...guard, schema: { body: bannerSaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await service.saveBanner(staffActor(request), request.body)),
  );
  app.post('/banner/delete', { ...guard, schema: { body: refBody, response: { 200: done } } }, async (request) => {
    await service.removeBanner(staffActor(request), request.body.id, request.body.version);
    return ok(null);
  });

  app.get('/hotwords', { ...guard, schema: { response: { 200: hotWordsResponse } } }, async () => ok(await service.hotWords()));
  app.post('/hotword/save', { ...guard, schema: { body: hotWordSaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await service.saveHotWord(staffActor(request), request.body)),
  );
  app.post('/hotword/delete', { ...guard, schema: { body: refBody, response: { 200: done } } }, async (request) => {
    await service.removeHotWord(staffActor(request), request.body.id, request.body.version);
    return ok(null);
  });
};
