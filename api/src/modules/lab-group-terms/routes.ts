import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { groupParams, termsBody } from './schemas';
import { createTermsService } from './service';

/**
 * Pay on invoice (issue 32 part 6, docs/lab-groups.md "Pay on invoice (terms)"): staff grant a verified group terms
 * (scope support, the staff who verify groups), members read them. The checkout side is orders/place-order.ts.
 */
const labGroupTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTermsService(app.db);
  const guard = { onRequest: app.requireScope('support') };

  app.get('/backoffice/lab-groups/:id/terms', { ...guard, schema: { params: groupParams } }, async (request) => ok(await service.staffView(request.params.id)));

  app.put('/backoffice/lab-groups/:id/terms', { ...guard, schema: { params: groupParams, body: termsBody } }, async (request) =>
    ok(await service.put(staffActor(request), request.params.id, request.body)),
  );

  app.get('/lab-groups/:id/terms', { onRequest: app.authenticate, schema: { params: groupParams } }, async (request) =>
    ok(await service.forMember(request.params.id, signedInUser(request).id)),
  );
};
export default labGroupTermsRoutes;
