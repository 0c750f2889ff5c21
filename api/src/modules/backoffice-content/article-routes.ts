import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { done } from '../backoffice-catalogue/schemas';
import { staffActor } from '../staff/audit';
import { articleListQuery, articleListResponse, articleQuery, articleRefBody, articleResponse, articleSaveBody, articleStatusBody, savedResponse } from './article-schemas';
import { createArticleService } from './article-service';
import { createArticleStatusService } from './article-status';

/** Study-zone and ECMT articles: list, one record, save, publish / schedule / unpublish / archive, delete. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createArticleService(app.db, app.contentClock);
  const publishing = createArticleStatusService(app.db, app.contentClock);
  const guard = { onRequest: app.requireScope('content') };

  app.get('/articles', { ...guard, schema: { querystring: articleListQuery, response: { 200: articleListResponse } } }, async (request) =>
    ok(await service.list(request.query, request.lang)),
  );
  app.get('/article', { ...guard, schema: { querystring: articleQuery, response: { 200: articleResponse } } }, async (request) =>
    ok(await service.record(request.query.id)),
  );
  app.post('/article/save', { ...guard, schema: { body: articleSaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await service.save(staffActor(request), request.body)),
  );
  app.post('/article/status', { ...guard, schema: { body: articleStatusBody, response: { 200: savedResponse } } }, async (request) => {
    const { id, version, status, publishAt } = request.body;
    return ok(await publishing.setStatus(staffActor(request), id, version, status, publishAt));
  });
  app.post('/article/delete', { ...guard, schema: { body: articleRefBody, response: { 200: done } } }, async (request) => {
    await publishing.remove(staffActor(request), request.body.id, request.body.version);
    return ok(null);
  });
};
