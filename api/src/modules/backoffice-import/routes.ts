import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { contentDisposition } from '../content/content-disposition';
import { staffActor } from '../staff/audit';
import { applyImport } from './apply-import';
import { checkImport } from './check-import';
import { catalogueCsv, catalogueXlsx } from './export';
import { refusalMessages } from './import-messages';
import { applyBody, applyResponse, checkResponse, exportQuery, noQuery } from './schemas';
import { acceptCatalogueUpload, readCatalogueUpload } from './upload';

/** Bulk export and import of the whole catalogue (docs/backoffice-api.md "Import and export"), for `catalogue` staff. */
export const backofficeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptCatalogueUpload(app);
  const guard = { onRequest: app.requireScope('catalogue') };

  app.get('/backoffice/catalogue/export', { ...guard, schema: { querystring: exportQuery } }, async (request, reply) => {
    const { format } = request.query;
    const name = `catalogue-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header('content-disposition', contentDisposition(name)).header('cache-control', 'no-store');
    if (format === 'xlsx') {
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await catalogueXlsx(app.db));
    }
    return reply.type('text/csv; charset=utf-8').send(catalogueCsv(app.db));
  });

  app.post('/backoffice/catalogue/import/check', { ...guard, schema: { querystring: noQuery, response: { 200: checkResponse } } }, async (request) => {
    const upload = await readCatalogueUpload(request);
    const report = await checkImport(app.db, { ...upload, actorId: staffActor(request).id });
    const say = refusalMessages[request.lang];
    return ok({ ...report, refused: report.refused.map((r) => ({ row: r.row, column: r.column, reason: say[r.code](r.params ?? {}) })) });
  });

  app.post('/backoffice/catalogue/import/apply', { ...guard, schema: { body: applyBody, response: { 200: applyResponse } } }, async (request) =>
    ok(await applyImport(app.db, request.body.importId, staffActor(request))),
  );
};
