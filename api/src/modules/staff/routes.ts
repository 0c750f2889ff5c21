import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from './audit';
import {
  auditListResponse,
  auditQuery,
  grantBody,
  grantResponse,
  resetSecondFactorBody,
  resetSecondFactorResponse,
  staffListQuery,
  staffListResponse,
} from './schemas';
import { createStaffService } from './staff-service';

/** Staff management and the audit log (docs/backoffice-api.md): admin only. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffService(app.db);
  const admin = { onRequest: app.requireScope('admin') };

  app.get('/backoffice/staff/list', { ...admin, schema: { querystring: staffListQuery, response: { 200: staffListResponse } } }, async (request) =>
    ok(await service.list(request.query)),
  );

  app.post('/backoffice/staff/grant', { ...admin, schema: { body: grantBody, response: { 200: grantResponse } } }, async (request) =>
    ok(await service.grant(staffActor(request), request.body)),
  );

  app.post(
    '/backoffice/staff/reset-second-factor',
    { ...admin, schema: { body: resetSecondFactorBody, response: { 200: resetSecondFactorResponse } } },
    async (request) => ok(await service.resetSecondFactor(staffActor(request), request.body.account)),
  );

  app.get('/backoffice/audit/list', { ...admin, schema: { querystring: auditQuery, response: { 200: auditListResponse } } }, async (request) => {
    const { items, total } = await service.audit(request.query);
    return ok({ items: items.map((row) => ({ ...row, at: row.at.toISOString() })), total, page: request.query.page, pageSize: request.query.pageSize });
  });
};
