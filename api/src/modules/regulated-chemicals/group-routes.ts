import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import { signedInUser } from '../../plugins/auth';
import { acceptMultipart, readForm } from '../forms/multipart';
import { groupParams } from './schemas';
import { createVerificationService } from './verification-service';

/** Each upload attempt may carry 20 MB: a few per ten minutes is plenty for an owner fixing a form. */
const ATTEMPTS_PER_WINDOW = 10;
const WINDOW_MS = 600_000;

/** A lab group's verification for regulated chemicals (docs/regulated-chemicals.md): the owner submits, members read. */
export const labGroupVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const service = createVerificationService(app.db);
  const signedIn = { onRequest: app.authenticate };

  app.get('/lab-groups/:id/verification', { ...signedIn, schema: { params: groupParams } }, async (request) =>
    ok(await service.read(request.params.id, signedInUser(request).id)),
  );

  // Multipart: institutionDocument (file) and per class <class>.number, <class>.expiresOn, <class>.file.
  app.post('/lab-groups/:id/verification', { ...signedIn, schema: { params: groupParams } }, async (request) => {
    const userId = signedInUser(request).id;
    await enforceLimit(app.throttle, `verification-attempt:user:${userId}`, ATTEMPTS_PER_WINDOW, WINDOW_MS, 'tooManySubmissions');
    return ok(await service.submit(request.params.id, userId, await readForm(request), request.lang));
  });
};

export default labGroupVerificationRoutes;
