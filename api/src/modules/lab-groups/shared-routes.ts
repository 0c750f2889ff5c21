import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { addBody } from '../addresses/schemas';
import { groupParams, noQuery, removedResponse } from './schemas';
import { createSharedService } from './shared';
import {
  addressParams,
  invoiceTitleBody,
  invoiceTitleResponse,
  invoiceTitlesResponse,
  listParams,
  shareListBody,
  sharedAddressesResponse,
  sharedAddressResponse,
  sharedListResponse,
  sharedListsResponse,
  titleParams,
} from './shared-schemas';

/** A lab group's shared addresses, invoice titles and lab lists (docs/lab-groups.md "Shared"), under /api. */
export const labGroupSharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const shared = createSharedService(app.db);
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => signedInUser(request).id;
  const g = '/lab-groups/:id';

  app.get(`${g}/addresses`, { schema: { params: groupParams, querystring: noQuery, response: { 200: sharedAddressesResponse } } }, async (request) =>
    ok(await shared.addresses(request.params.id, me(request))),
  );
  app.post(`${g}/addresses`, { schema: { params: groupParams, querystring: noQuery, body: addBody, response: { 200: sharedAddressResponse } } }, async (request) =>
    ok(await shared.addAddress(request.params.id, me(request), request.body)),
  );
  app.patch(`${g}/addresses/:addressId`, { schema: { params: addressParams, querystring: noQuery, body: addBody, response: { 200: sharedAddressResponse } } }, async (request) =>
    ok(await shared.updateAddress(request.params.id, me(request), request.params.addressId, request.body)),
  );
  app.delete(`${g}/addresses/:addressId`, { schema: { params: addressParams, querystring: noQuery, response: { 200: removedResponse } } }, async (request) =>
    ok(await shared.removeAddress(request.params.id, me(request), request.params.addressId)),
  );

  app.get(`${g}/invoice-titles`, { schema: { params: groupParams, querystring: noQuery, response: { 200: invoiceTitlesResponse } } }, async (request) =>
    ok(await shared.invoiceTitles(request.params.id, me(request))),
  );
  app.post(`${g}/invoice-titles`, { schema: { params: groupParams, querystring: noQuery, body: invoiceTitleBody, response: { 200: invoiceTitleResponse } } }, async (request) =>
    ok(await shared.addInvoiceTitle(request.params.id, me(request), request.body.invoice as Record<string, string>)),
  );
  app.delete(`${g}/invoice-titles/:titleId`, { schema: { params: titleParams, querystring: noQuery, response: { 200: removedResponse } } }, async (request) =>
    ok(await shared.removeInvoiceTitle(request.params.id, me(request), request.params.titleId)),
  );

  app.get(`${g}/lab-lists`, { schema: { params: groupParams, querystring: noQuery, response: { 200: sharedListsResponse } } }, async (request) =>
    ok(await shared.lists(request.params.id, me(request))),
  );
  app.get(`${g}/lab-lists/:listId`, { schema: { params: listParams, querystring: noQuery, response: { 200: sharedListResponse } } }, async (request) =>
    ok(await shared.list(request.params.id, me(request), request.params.listId, request.lang)),
  );
  app.post(`${g}/lab-lists`, { schema: { params: groupParams, querystring: noQuery, body: shareListBody, response: { 200: removedResponse } } }, async (request) =>
    ok(await shared.shareList(request.params.id, me(request), request.body.listId)),
  );
  app.delete(`${g}/lab-lists/:listId`, { schema: { params: listParams, querystring: noQuery, response: { 200: removedResponse } } }, async (request) =>
    ok(await shared.unshareList(request.params.id, me(request), request.params.listId)),
  );
};
