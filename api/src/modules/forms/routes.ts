import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { optionalUserId } from '../help/optional-user';
import { isDetectedType, nameForType } from './file-type';
import { acceptMultipart, readForm } from './multipart';
import { definitionQuery, fileParams, formParams } from './schemas';
import { createFormService } from './service';

/** Server-defined forms and uploaded files (docs/help-service-api.md), mounted under /api. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const service = createFormService(app.db, app.throttle);

  app.get('/forms/:formId', { schema: { params: formParams, querystring: definitionQuery } }, async (request) =>
    ok(await service.definition(request.params.formId, request.query.type, request.lang)),
  );

  // Multipart (files) or JSON; the body is checked against the form's own definition, not a fixed schema.
  app.post('/forms/:formId/submissions', { schema: { params: formParams } }, async (request) => {
    const userId = await optionalUserId(app, request);
    await service.attempt(request.ip);
    const form = await readForm(request);
    return ok(await service.submit(request.params.formId, form, { userId, ip: request.ip, lang: request.lang }));
  });

  // An uploaded file, to its uploader only. Served as an attachment-safe download: never sniffed as HTML.
  app.get('/uploads/:id', { onRequest: app.authenticate, schema: { params: fileParams } }, async (request, reply) => {
    const file = await service.ownFile(request.params.id, signedInUser(request).id);
    return reply
      .type(file.mimeType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      // A PDF opened inline runs in the site's origin otherwise: no scripts, no requests, no same-origin access.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      // Rows stored before names followed the bytes' type get the matching extension here.
      .header('content-disposition', `inline; filename="${encodeURIComponent(isDetectedType(file.mimeType) ? nameForType(file.fileName, file.mimeType) : file.fileName)}"`)
      .send(file.content);
  });
};
