import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { CachedPdf } from './pdf-cache';
import { createSafetyRepository } from './repository';
import { certificateResponse, lotPdfQuery, lotQuery, sdsQuery } from './schemas';
import { createSafetyService } from './service';

/** Sends a generated PDF as a download; a matching If-None-Match gets 304 without the bytes. */
function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: CachedPdf & { fileName: string }) {
  reply
    .header('ETag', pdf.etag)
    .header('Cache-Control', 'public, max-age=3600')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
  if (request.headers['if-none-match'] === pdf.etag) return reply.code(304).send();
  return reply.type('application/pdf').send(pdf.bytes);
}

/** Safety data sheets and certificates of analysis (docs/safety-documents-api.md), public, under /api. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSafetyService(createSafetyRepository(app.db));

  app.get('/safety/sds', { schema: { querystring: sdsQuery } }, async (request, reply) =>
    sendPdf(request, reply, await service.sdsPdf(request.query.productId, request.query.lang)),
  );

  app.get('/safety/certificate', { schema: { querystring: lotQuery, response: { 200: certificateResponse } } }, async (request) =>
    ok(await service.certificate(request.query.lot, request.lang)),
  );

  app.get('/safety/certificate/pdf', { schema: { querystring: lotPdfQuery } }, async (request, reply) =>
    sendPdf(request, reply, await service.certificatePdf(request.query.lot, request.query.lang ?? request.lang)),
  );
};
