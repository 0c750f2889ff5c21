import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { optionalUserId } from '../help/optional-user';
import { acceptMultipart, readForm } from './multipart';
import { answerNative, nativeReturn } from './native-post';
import { definitionQuery, fileParams, formParams } from './schemas';
import { sendUpload } from './send-upload';
import { createFormService } from './service';

/** Server-defined forms and uploaded files (docs/help-service-api.md), mounted under /api. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const service = createFormService(app.db, app.throttle);

  app.get('/forms/:formId', { schema: { params: formParams, querystring: definitionQuery } }, async (request) =>
    ok(await service.definition(request.params.formId, request.query.type, request.lang)),
  );

  // Multipart (files) or JSON; the body is checked against the form's own definition, not a fixed schema. A post
  // from the mobile form page without JavaScript goes back to that page with its outcome (native-post.ts).
  app.post('/forms/:formId/submissions', { schema: { params: formParams } }, async (request, reply) => {
    const userId = await optionalUserId(app, request);
    await service.attempt(request.ip);
    const form = await readForm(request);
    const returnTo = nativeReturn(request, form.values);
    const submit = () => service.submit(request.params.formId, form, { userId, ip: request.ip, lang: request.lang });
    if (returnTo) return answerNative(reply, returnTo, submit);
    return ok(await submit());
  });

  // An uploaded file, to its uploader only. Served as an attachment-safe download: never sniffed as HTML.
  app.get('/uploads/:id', { onRequest: app.authenticate, schema: { params: fileParams } }, async (request, reply) => {
    const file = await service.ownFile(request.params.id, signedInUser(request).id);
    return sendUpload(reply, file);
  });
};
