/**
 * Lab-group approvals (docs/lab-groups.md "Approvals"), issue 32 part 2: the group's rules, and approval requests
 * (a group order held by a rule, sent to the group's approvers; approved it becomes the requester's order).
 *
 *   schemas.ts         inputs and answers (amounts in yuan, two decimals)
 *   rules.ts           GET/PUT /api/lab-groups/:id/rules: members read, owners replace
 *   reasons.ts, hold.ts   which rules hold an order (the checkout and a new request ask the same)
 *   reservation.ts     a request's reservation on its budget (conditional update + ledger row)
 *   create-request.ts  POST /api/lab-groups/:id/approval-requests
 *   request-view.ts, repository.ts   GET /api/approval-requests(/:id): who sees what, Summary and Detail
 *   decide-request.ts  approve (→ the requester's order, or repriced), reject, cancel
 *
 * Tests: *.test.ts here, on PGlite and, with DATABASE_URL, PostgreSQL
 * (`npx vitest run --project api api/src/modules/lab-group-approvals`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { idempotencyHeaders } from '../orders/schemas';
import { createRequest } from './create-request';
import { createDecisions } from './decide-request';
import { pageOf } from './repository';
import { freshDetail, summaryOf } from './request-view';
import { createRulesService } from './rules';
import {
  approveBody, createdResponse, createRequestBody, detailResponse, groupParams, listQuery, noQuery, pageResponse, rejectBody, requestParams, rulesBody, rulesResponse,
} from './schemas';

const labGroupApprovalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const rules = createRulesService(app.db);
  const decisions = createDecisions(app.db, config);
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => signedInUser(request).id;
  const caller = (request: FastifyRequest & { params: { id: number } }) => ({ id: request.params.id, userId: me(request), lang: request.lang });

  app.get('/lab-groups/:id/rules', { schema: { params: groupParams, querystring: noQuery, response: { 200: rulesResponse } } }, async (request) =>
    ok(await rules.read(request.params.id, me(request))),
  );
  app.put('/lab-groups/:id/rules', { schema: { params: groupParams, querystring: noQuery, body: rulesBody, response: { 200: rulesResponse } } }, async (request) =>
    ok(await rules.replace(request.params.id, me(request), request.body)),
  );

  app.post(
    '/lab-groups/:id/approval-requests',
    { schema: { params: groupParams, querystring: noQuery, headers: idempotencyHeaders, body: createRequestBody, response: { 200: createdResponse } } },
    async (request) =>
      ok(await createRequest(app.db, { groupId: request.params.id, userId: me(request), key: request.headers['idempotency-key'], body: request.body, lang: request.lang, now: new Date() })),
  );
  app.get('/approval-requests', { schema: { querystring: listQuery, response: { 200: pageResponse } } }, async (request) => {
    const { box, status, page, pageSize } = request.query;
    const { rows, total } = await pageOf(app.db, me(request), box, status, page, pageSize);
    return ok({ items: rows.map(summaryOf), total, page, pageSize });
  });
  app.get('/approval-requests/:id', { schema: { params: requestParams, querystring: noQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await freshDetail(app.db, request.params.id, me(request), request.lang)),
  );
  app.post('/approval-requests/:id/approve', { schema: { params: requestParams, querystring: noQuery, body: approveBody, response: { 200: detailResponse } } }, async (request) =>
    ok(await decisions.approve(caller(request), request.body)),
  );
  app.post('/approval-requests/:id/reject', { schema: { params: requestParams, querystring: noQuery, body: rejectBody, response: { 200: detailResponse } } }, async (request) =>
    ok(await decisions.reject(caller(request), request.body)),
  );
  app.post('/approval-requests/:id/cancel', { schema: { params: requestParams, querystring: noQuery, response: { 200: detailResponse } } }, async (request) =>
    ok(await decisions.cancel(caller(request))),
  );
};

// A default export, so app.ts registers it with one line: `api.register(import('…/routes'), { config })`.
export default labGroupApprovalRoutes;
