import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { relatedSaveBody, relatedSaveResponse } from './related-schemas';
import { saveRelated } from './related-service';

/** A product's "bought together" list (read with the product record, GET product?id). */
export const relatedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireScope('catalogue') };

  app.post('/related/save', { ...guard, schema: { body: relatedSaveBody, response: { 200: relatedSaveResponse } } }, async (request) =>
    ok(await saveRelated(app.db, staffActor(request), request.body)),
  );
};
