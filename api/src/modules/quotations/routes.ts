import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { contentDisposition } from '../content/content-disposition';
import { acceptBody, createBody, listQuery, quoteNoQuery } from './schemas';
import { createQuotationService } from './service';

/** Quotations (docs/quotations-api.md), mounted under /api; every call needs a sign-in and sees only its own. */
export const quotationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createQuotationService(app.db, config, app.throttle);
  app.addHook('onRequest', app.authenticate);
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.post('/quotation/create', { schema: { body: createBody } }, async (request) =>
    ok(await service.create(userId(request), request.body, request.lang)),
  );

  app.get('/quotation/list', { schema: { querystring: listQuery } }, async (request) =>
    ok(await service.list(userId(request), request.query, request.lang)),
  );

  app.get('/quotation/detail', { schema: { querystring: quoteNoQuery } }, async (request) =>
    ok(await service.detail(userId(request), request.query.quoteNo, request.lang)),
  );

  app.post('/quotation/accept', { schema: { querystring: quoteNoQuery, body: acceptBody } }, async (request) =>
    ok(await service.accept(userId(request), request.query.quoteNo, request.body)),
  );

  // The quotation as a PDF in the reader's language, as a download.
  app.get('/quotation/pdf', { schema: { querystring: quoteNoQuery } }, async (request, reply) => {
    const { quoteNo } = request.query;
    const pdf = await service.pdf(userId(request), quoteNo, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`quotation-${quoteNo}.pdf`, 'attachment'))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
