import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { hazardDeleteBody, hazardSaveBody, hazardStatementsResponse, lotSaveBody, lotSaveResponse } from './safety-schemas';
import { createSafetyAdminService } from './safety-service';
import { done, noQuery } from './schemas';

/** GHS label data (the H-statement picker, save, delete) and lots with their certificate values. */
export const safetyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSafetyAdminService(app.db);
  const guard = { onRequest: app.requireScope('catalogue') };

  app.get('/hazard-statements', { ...guard, schema: { querystring: noQuery, response: { 200: hazardStatementsResponse } } }, async (request) =>
    ok(await service.statements(request.lang)),
  );

  app.post('/hazard/save', { ...guard, schema: { body: hazardSaveBody, response: { 200: done } } }, async (request) => {
    await service.saveHazard(staffActor(request), request.body);
    return ok(null);
  });

  app.post('/hazard/delete', { ...guard, schema: { body: hazardDeleteBody, response: { 200: done } } }, async (request) => {
    await service.deleteHazard(staffActor(request), request.body.productId);
    return ok(null);
  });

  app.post('/lot/save', { ...guard, schema: { body: lotSaveBody, response: { 200: lotSaveResponse } } }, async (request) =>
    ok(await service.saveLot(staffActor(request), request.body)),
  );
};
