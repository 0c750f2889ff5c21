import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { done } from '../backoffice-catalogue/schemas';
import { staffActor } from '../staff/audit';
import { savedResponse } from './article-schemas';
import { refBody } from './home-schemas';
import { helpListQuery, helpListResponse, helpQuery, helpResponse, helpSaveBody, pageQuery, pageResponse, pageSaveBody, pagesResponse } from './help-schemas';
import { createHelpContentService } from './help-service';
import { createPageService } from './page-service';

/** Help questions (list, one, save, delete) and the company pages (list, one, save); their groups are in help-category-routes.ts. */
export const helpContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpContentService(app.db);
  const pages = createPageService(app.db);
  const guard = { onRequest: app.requireScope('content') };

  app.get('/help/questions', { ...guard, schema: { querystring: helpListQuery, response: { 200: helpListResponse } } }, async (request) =>
    ok(await service.questions(request.query)),
  );
  app.get('/help/question', { ...guard, schema: { querystring: helpQuery, response: { 200: helpResponse } } }, async (request) =>
    ok(await service.question(request.query.id)),
  );
  app.post('/help/question/save', { ...guard, schema: { body: helpSaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await service.saveQuestion(staffActor(request), request.body)),
  );
  app.post('/help/question/delete', { ...guard, schema: { body: refBody, response: { 200: done } } }, async (request) => {
    await service.removeQuestion(staffActor(request), request.body.id, request.body.version);
    return ok(null);
  });

  app.get('/pages', { ...guard, schema: { response: { 200: pagesResponse } } }, async (request) => ok(await pages.pages(request.lang)));
  app.get('/page', { ...guard, schema: { querystring: pageQuery, response: { 200: pageResponse } } }, async (request) => ok(await pages.page(request.query.slug)));
  app.post('/page/save', { ...guard, schema: { body: pageSaveBody, response: { 200: envelopeOf(z.object({ slug: z.string(), version: z.string() })) } } }, async (request) =>
    ok(await pages.savePage(staffActor(request), request.body)),
  );
};
