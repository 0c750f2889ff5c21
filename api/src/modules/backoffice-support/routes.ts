import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendUpload } from '../forms/send-upload';
import { staffActor } from '../staff/audit';
import { afterSalesDetail } from './after-sales-detail';
import { listAfterSales } from './after-sales-list';
import { moveAfterSalesRequest } from './after-sales-move';
import { afterSalesDetailResponse, afterSalesListQuery, afterSalesListResponse, fileQuery, moveBody, moveResponse, requestNoQuery } from './after-sales-schemas';
import { supportFile } from './files';
import { supportFormRoutes } from './form-routes';

/**
 * The console's after-sales calls under /api/backoffice/support (docs/backoffice-api.md, "After-sales and forms"):
 * the queue, one request with its photos, a move with its note to the shopper — the same function `npm run orders
 * -- after-sales` uses — and the files shoppers sent. The forms' calls are form-routes.ts. Every route carries
 * `app.requireScope('support')`.
 */
export const backofficeSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireScope('support') };
  const prefix = '/backoffice/support';

  app.get(`${prefix}/after-sales/list`, { ...guard, schema: { querystring: afterSalesListQuery, response: { 200: afterSalesListResponse } } }, async (request) =>
    ok(await listAfterSales(app.db, request.query)),
  );

  app.get(`${prefix}/after-sales/detail`, { ...guard, schema: { querystring: requestNoQuery, response: { 200: afterSalesDetailResponse } } }, async (request) =>
    ok(await afterSalesDetail(app.db, request.query.requestNo, request.lang)),
  );

  app.post(`${prefix}/after-sales/move`, { ...guard, schema: { body: moveBody, response: { 200: moveResponse } } }, async (request) => {
    const { requestNo, status, note, version } = request.body;
    return ok(await moveAfterSalesRequest(app.db, staffActor(request), requestNo, status as never, note, version));
  });

  // A photo of an after-sales request or a file of a form submission, served as the shopper's own download is.
  app.get(`${prefix}/file`, { ...guard, schema: { querystring: fileQuery } }, async (request, reply) =>
    sendUpload(reply, await supportFile(app.db, request.query.id)),
  );

  await app.register(supportFormRoutes);
};
