import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../i18n/messages';
import { signedInUser } from '../../plugins/auth';
import { addCartSuccessFlag } from './success-flag';
import { addBody, batchBody, batchResponse, cartResponse, deleteQuery, emptyBody, modifyQuery, noQuery, scenarioQuery, type Rejected } from './schemas';
import { createCartService } from './service';

/** Spec §7 cart calls (docs/catalog-api.md "Cart"), mounted under /api; all need sign-in. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCartService(app.db);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', addCartSuccessFlag);

  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const cart = async (request: FastifyRequest) => ({
    code: 200 as const,
    message: 'ok',
    success: true as const,
    data: await service.get(userId(request), request.lang),
  });
  // -1007 is "done, except these" (DESIGN §5): the client adds what it can and lists the rest.
  const partial = async (request: FastifyRequest, rejected: Rejected[]) => {
    if (rejected.length === 0) return cart(request);
    const lines = (await cart(request)).data;
    return { code: -1007 as const, message: messages[request.lang].cartPartlyAdded, success: true as const, data: { cart: lines, rejected } };
  };
  const write = { response: { 200: cartResponse } };

  app.get('/shoppingcart/get', { schema: { querystring: noQuery, ...write } }, cart);

  app.post('/shoppingcart/addshoppingcart', { schema: { querystring: noQuery, body: addBody, ...write } }, async (request) => {
    await service.add(userId(request), request.body);
    return cart(request);
  });

  app.post('/shoppingcart/modify', { schema: { querystring: modifyQuery, ...write } }, async (request) => {
    await service.modify(userId(request), request.query);
    return cart(request);
  });

  app.post('/shoppingcart/delete', { schema: { querystring: deleteQuery, ...write } }, async (request) => {
    await service.remove(userId(request), request.query.ids);
    return cart(request);
  });

  app.post('/shoppingcart/clear', { schema: { querystring: noQuery, ...write } }, async (request) => {
    await service.clear(userId(request));
    return cart(request);
  });

  app.post('/shoppingcart/clear-invalid', { schema: { querystring: noQuery, body: emptyBody, ...write } }, async (request) => {
    await service.clearInvalid(userId(request));
    return cart(request);
  });

  const bundle = { response: { 200: batchResponse } };
  app.post('/shoppingcart/alladdshoppingcart', { schema: { querystring: scenarioQuery, ...bundle } }, async (request) =>
    partial(request, await service.addScenario(userId(request), request.query.scenarioId)),
  );

  app.post('/shoppingcart/batchaddshoppingcart', { schema: { querystring: noQuery, body: batchBody, ...bundle } }, async (request) =>
    partial(request, await service.addMany(userId(request), request.body.items)),
  );
};
