import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { contentDisposition } from '../content/content-disposition';
import { staffActor } from '../staff/audit';
import { createFormDefinitions } from './form-definitions';
import {
  bannerResponse, formBannerBody, formDetailResponse, formIdQuery, formOpenBody, formSaveBody, formSavedResponse, formsListQuery, formsListResponse,
  submissionsQuery, submissionsResponse,
} from './form-schemas';
import { createSubmissions } from './submissions';

/**
 * The console's form calls under /api/backoffice/support/forms: the forms with their submissions, an activity form
 * created or edited (fields checked by field-definitions.ts), opened or closed, put on the home page as a banner;
 * one form's submissions and their CSV (the command line's formula-safe export). Scope `support` on every route.
 */
export const supportFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireScope('support') };
  const prefix = '/backoffice/support/forms';
  const definitions = (request: Parameters<typeof staffActor>[0]) => createFormDefinitions(app.db, staffActor(request));
  const submissions = createSubmissions(app.db);

  app.get(`${prefix}/list`, { ...guard, schema: { querystring: formsListQuery, response: { 200: formsListResponse } } }, async (request) =>
    ok(await definitions(request).list(request.query.kind, request.lang)),
  );

  app.get(`${prefix}/detail`, { ...guard, schema: { querystring: formIdQuery, response: { 200: formDetailResponse } } }, async (request) =>
    ok(await definitions(request).detail(request.query.formId)),
  );

  app.post(`${prefix}/save`, { ...guard, schema: { body: formSaveBody, response: { 200: formSavedResponse } } }, async (request) =>
    ok(await definitions(request).save(request.body)),
  );

  app.post(`${prefix}/open`, { ...guard, schema: { body: formOpenBody, response: { 200: formSavedResponse } } }, async (request) =>
    ok(await definitions(request).setOpen(request.body.formId, request.body.version, request.body.open)),
  );

  app.post(`${prefix}/banner`, { ...guard, schema: { body: formBannerBody, response: { 200: bannerResponse } } }, async (request) =>
    ok(await submissions.banner(staffActor(request), request.body.formId, request.body.image, request.body.sort)),
  );

  app.get(`${prefix}/submissions`, { ...guard, schema: { querystring: submissionsQuery, response: { 200: submissionsResponse } } }, async (request) =>
    ok(await submissions.page(request.query.formId, request.query.page, request.query.pageSize)),
  );

  app.get(`${prefix}/export`, { ...guard, schema: { querystring: formIdQuery } }, async (request, reply) => {
    const csv = await submissions.csv(request.query.formId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`form-${request.query.formId}.csv`, 'attachment'))
      .header('cache-control', 'private, no-store')
      // A byte-order mark, so a spreadsheet opens the Chinese, Japanese and Korean text as UTF-8.
      .send(`\uFEFF${csv}`);
  });
};
