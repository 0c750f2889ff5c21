import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../i18n/messages';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { addListToCart } from './add-to-cart';
import { createFavouriteService } from './favourites';
import { importList } from './import-list';
import {
  addToCartResponse,
  checkQuery,
  checkResponse,
  createBody,
  deletedResponse,
  detailResponse,
  favouriteResponse,
  favouritesPageResponse,
  idQuery,
  importQuery,
  lineAddBody,
  lineRemoveBody,
  lineUpdateBody,
  listsResponse,
  noQuery,
  pageQuery,
  productBody,
  renameBody,
} from './schemas';
import { createLabListService } from './service';
import { acceptImportUpload, readUpload } from './upload';

/** Favourites and lab lists (docs/lab-lists-api.md), mounted under /api; every call needs sign-in. */
export const labListRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImportUpload(app);
  const favourites = createFavouriteService(app.db);
  const lists = createLabListService(app.db);
  app.addHook('onRequest', app.authenticate);
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/favourites/list', { schema: { querystring: pageQuery, response: { 200: favouritesPageResponse } } }, async (request) =>
    ok(await favourites.page(userId(request), request.query.page, request.query.pageSize, request.lang)),
  );
  app.get('/favourites/check', { schema: { querystring: checkQuery, response: { 200: checkResponse } } }, async (request) =>
    ok(await favourites.check(userId(request), request.query.productIds)),
  );
  app.post('/favourites/add', { schema: { querystring: noQuery, body: productBody, response: { 200: favouriteResponse } } }, async (request) =>
    ok(await favourites.add(userId(request), request.body.productId)),
  );
  app.post('/favourites/remove', { schema: { querystring: noQuery, body: productBody, response: { 200: favouriteResponse } } }, async (request) =>
    ok(await favourites.remove(userId(request), request.body.productId)),
  );

  app.get('/lablists/list', { schema: { querystring: noQuery, response: { 200: listsResponse } } }, async (request) => ok(await lists.lists(userId(request))));
  app.get('/lablists/detail', { schema: { querystring: idQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await lists.read(userId(request), request.query.id, request.lang)),
  );
  app.post('/lablists/create', { schema: { querystring: noQuery, body: createBody, response: { 200: detailResponse } } }, async (request) =>
    ok(await lists.create(userId(request), request.body.name, request.body.items, request.lang)),
  );
  app.post('/lablists/rename', { schema: { querystring: noQuery, body: renameBody, response: { 200: detailResponse } } }, async (request) =>
    ok(await lists.rename(userId(request), request.body.id, request.body.name, request.lang)),
  );
  app.post('/lablists/delete', { schema: { querystring: idQuery, response: { 200: deletedResponse } } }, async (request) => {
    await lists.remove(userId(request), request.query.id);
    return ok({ id: request.query.id });
  });
  app.post('/lablists/line/add', { schema: { querystring: noQuery, body: lineAddBody, response: { 200: detailResponse } } }, async (request) => {
    const { listId, skuId, quantity } = request.body;
    return ok(await lists.addLines(userId(request), listId, [{ skuId, quantity }], request.lang));
  });
  app.post('/lablists/line/update', { schema: { querystring: noQuery, body: lineUpdateBody, response: { 200: detailResponse } } }, async (request) => {
    const { listId, lineId, quantity } = request.body;
    return ok(await lists.updateLine(userId(request), listId, lineId, quantity, request.lang));
  });
  app.post('/lablists/line/remove', { schema: { querystring: noQuery, body: lineRemoveBody, response: { 200: detailResponse } } }, async (request) =>
    ok(await lists.removeLine(userId(request), request.body.listId, request.body.lineId, request.lang)),
  );

  // -1007 (DESIGN §5) when any line went in short or not at all; the report lists every line either way.
  app.post('/lablists/add-to-cart', { schema: { querystring: idQuery, response: { 200: addToCartResponse } } }, async (request) => {
    const lines = await addListToCart(app.db, userId(request), request.query.id, request.lang);
    const whole = lines.every((line) => line.status === 'added');
    return { code: whole ? (200 as const) : (-1007 as const), message: whole ? 'ok' : messages[request.lang].cartPartlyAdded, data: { lines } };
  });

  // Multipart with one file (CSV or XLSX); the target is in the query: ?name=… for a new list, ?listId=… to add to one.
  app.post('/lablists/import', { schema: { querystring: importQuery, response: { 200: detailResponse } } }, async (request) => {
    const bytes = await readUpload(request);
    const { name, listId } = request.query;
    const target = listId !== undefined ? { listId } : { name: name! };
    return ok(await importList(app.db, lists, userId(request), bytes, target, request.lang));
  });
};
