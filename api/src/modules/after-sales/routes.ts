import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { acceptMultipart, readForm } from '../forms/multipart';
import { orderNoParams } from './schemas';
import { createAfterSalesService } from './service';

/** After-sales requests (docs/help-service-api.md), mounted under /api; every call needs a sign-in. */
export const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const service = createAfterSalesService(app.db, app.throttle);
  const signedIn = { onRequest: app.authenticate };

  app.get('/aftersales/orders', signedIn, async (request) => ok(await service.orders(signedInUser(request).id)));

  app.get('/aftersales/orders/:orderNo', { ...signedIn, schema: { params: orderNoParams } }, async (request) =>
    ok(await service.order(signedInUser(request).id, request.params.orderNo, request.lang)),
  );

  app.get('/aftersales/requests', signedIn, async (request) => ok(await service.requests(signedInUser(request).id, request.lang)));

  // Multipart: orderNo, items (repeated order line ids), type, reason, description, photos (up to 5 images).
  app.post('/aftersales/requests', signedIn, async (request) => {
    const userId = signedInUser(request).id;
    await service.attempt(userId);
    return ok(await service.create(userId, await readForm(request), request.lang));
  });
};
