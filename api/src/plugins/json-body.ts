import fp from 'fastify-plugin';

/**
 * Many clients send `Content-Type: application/json` with no body on calls whose input is in the query
 * (logout, getproductcategory, the cart's modify/delete…). That is "no body", not a malformed one: it parses
 * as null, and a route whose schema requires a body still answers 400 naming it.
 */
export default fp(async (app) => {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, null) : json(request, body as string, done),
  );
});
