import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { contentDisposition } from '../content/content-disposition';
import { sendUpload } from '../forms/send-upload';
import { staffActor } from '../staff/audit';
import { regulatedRegister, registerRange } from './register';
import { registerFile } from './register-file';
import { fileParams, labGroupListQuery, registerQuery, rejectBody, verificationListQuery, verificationParams, verifyBody } from './schemas';
import { labGroupForStaff, listLabGroups } from './staff-lab-groups';
import { createVerificationService } from './verification-service';

/**
 * The console's regulated-chemicals calls (docs/regulated-chemicals.md), every one behind scope `support`: lab
 * groups, their verifications (each decision audit-logged) and the sales register for filing.
 */
export const backofficeRegulatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireScope('support') };
  const service = createVerificationService(app.db);
  const base = '/backoffice/lab-group-verifications';

  app.get(base, { ...guard, schema: { querystring: verificationListQuery } }, async (request) => ok(await service.list(request.query)));

  app.get(`${base}/:id`, { ...guard, schema: { params: verificationParams } }, async (request) => ok(await service.detail(request.params.id)));

  app.get(`${base}/:id/files/:fileId`, { ...guard, schema: { params: fileParams } }, async (request, reply) =>
    sendUpload(reply, await service.file(request.params.id, request.params.fileId)),
  );

  app.post(`${base}/:id/verify`, { ...guard, schema: { params: verificationParams, body: verifyBody } }, async (request) =>
    ok(await service.verify(staffActor(request), request.params.id, request.body.permits, request.body.note || null)),
  );

  app.post(`${base}/:id/reject`, { ...guard, schema: { params: verificationParams, body: rejectBody } }, async (request) =>
    ok(await service.reject(staffActor(request), request.params.id, request.body.note)),
  );

  app.get('/backoffice/lab-groups', { ...guard, schema: { querystring: labGroupListQuery } }, async (request) => {
    const { rows, total } = await listLabGroups(app.db, request.query);
    return ok({ items: rows, total, page: request.query.page, pageSize: request.query.pageSize });
  });

  app.get('/backoffice/lab-groups/:id', { ...guard, schema: { params: verificationParams } }, async (request) => {
    const group = await labGroupForStaff(app.db, request.params.id);
    return ok({ ...group, verification: await service.standing(group.id) });
  });

  app.get('/backoffice/regulated-register', { ...guard, schema: { querystring: registerQuery } }, async (request, reply) => {
    const { from, to, format } = request.query;
    const range = registerRange(from, to);
    const rows = await regulatedRegister(app.db, range, request.lang);
    if (format === 'json') return ok({ from, to, items: rows });
    const file = await registerFile(rows, format, request.lang);
    return reply
      .header('content-disposition', contentDisposition(`regulated-register-${from}-${to}.${format}`))
      .header('cache-control', 'no-store')
      .type(file.type)
      .send(file.body);
  });
};

export default backofficeRegulatedRoutes;
