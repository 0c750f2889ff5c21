import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { addBody, addressListResponse, addressResponse, deletedResponse, idQuery, noQuery, updateBody } from './schemas';
import { createAddressService } from './service';

/** The address book (docs/checkout-api.md "Addresses"), mounted under /api; all need sign-in. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAddressService(app.db);
  app.addHook('onRequest', app.authenticate);
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/address/list', { schema: { querystring: noQuery, response: { 200: addressListResponse } } }, async (request) =>
    ok(await service.list(userId(request))),
  );

  app.post('/address/add', { schema: { querystring: noQuery, body: addBody, response: { 200: addressResponse } } }, async (request) =>
    ok(await service.add(userId(request), request.body)),
  );

  app.post('/address/update', { schema: { querystring: noQuery, body: updateBody, response: { 200: addressResponse } } }, async (request) =>
    ok(await service.update(userId(request), request.body)),
  );

  app.post('/address/delete', { schema: { querystring: idQuery, response: { 200: deletedResponse } } }, async (request) =>
    ok(await service.remove(userId(request), request.query.id)),
  );

  app.post('/address/set-default', { schema: { querystring: idQuery, response: { 200: addressListResponse } } }, async (request) =>
    ok(await service.setDefault(userId(request), request.query.id)),
  );
};
