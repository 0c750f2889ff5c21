import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { contentDisposition } from '../content/content-disposition';
import { createQuotationStaffActions } from '../quotations/staff-actions';
import { staffActor } from '../staff/audit';
import { actionResponse, answerBody, previewBody, quotationDetailResponse, quotationListQuery, quotationListResponse, quoteNoQuery, reasonBody } from './schemas';
import { createStaffQuotationService } from './service';

/**
 * The staff console's quotation calls under /api/backoffice/quotations (docs/backoffice-api.md, "Quotations"): the
 * queue, one quotation, the answer's PDF preview, and answer / reject / withdraw — the same service `npm run
 * quotes` uses. Every route carries `app.requireScope('quotations')`.
 */
export const backofficeQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffQuotationService(app.db, app.throttle);
  const guard = { onRequest: app.requireScope('quotations') };
  const actions = (request: FastifyRequest) => createQuotationStaffActions(app.db, staffActor(request));
  const prefix = '/backoffice/quotations';

  app.get(`${prefix}/list`, { ...guard, schema: { querystring: quotationListQuery, response: { 200: quotationListResponse } } }, async (request) =>
    ok(await service.list(request.query)),
  );

  app.get(`${prefix}/detail`, { ...guard, schema: { querystring: quoteNoQuery, response: { 200: quotationDetailResponse } } }, async (request) =>
    ok(await service.detail(request.query.quoteNo, request.lang)),
  );

  app.post(`${prefix}/answer`, { ...guard, schema: { body: answerBody, response: { 200: actionResponse } } }, async (request) => {
    const { quoteNo, version, ...answer } = request.body;
    return ok(await actions(request).answer(quoteNo, answer, version));
  });

  // The PDF the buyer would get for this answer, shown before it is sent; nothing is saved.
  app.post(`${prefix}/preview`, { ...guard, schema: { body: previewBody } }, async (request, reply) => {
    const { quoteNo, ...answer } = request.body;
    const pdf = await service.preview(signedInUser(request).id, quoteNo, answer, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`quotation-${quoteNo}-preview.pdf`, 'inline'))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post(`${prefix}/reject`, { ...guard, schema: { body: reasonBody, response: { 200: actionResponse } } }, async (request) =>
    ok(await actions(request).reject(request.body.quoteNo, request.body.reason, request.body.version)),
  );

  app.post(`${prefix}/withdraw`, { ...guard, schema: { body: reasonBody, response: { 200: actionResponse } } }, async (request) =>
    ok(await actions(request).withdraw(request.body.quoteNo, request.body.reason, request.body.version)),
  );
};
