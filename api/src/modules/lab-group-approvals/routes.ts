/**
 * Lab-group approvals (docs/lab-groups.md "Approvals"), issue 32 part 2. Built so far: the tables (drizzle/0042)
 * and the group's approval rules. Requests, decisions and the checkout's use of them are not built yet, so a
 * requester's order is still refused with LAB_GROUP_APPROVAL_REQUIRED (lab-groups/group-order.ts).
 *
 *   schemas.ts   inputs and answers (amounts in yuan, two decimals)
 *   rules.ts     GET/PUT /api/lab-groups/:id/rules: members read, owners replace
 *   reasons.ts   which rules hold an order (not called by the checkout yet)
 *   reservation.ts  a request's reservation on its budget (conditional update + ledger row; no route yet)
 *
 * Tests: *.test.ts here, on PGlite and, with DATABASE_URL, PostgreSQL
 * (`npx vitest run --project api api/src/modules/lab-group-approvals`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { createRulesService } from './rules';
import { groupParams, noQuery, rulesBody, rulesResponse } from './schemas';

const labGroupApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = createRulesService(app.db);
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/lab-groups/:id/rules', { schema: { params: groupParams, querystring: noQuery, response: { 200: rulesResponse } } }, async (request) =>
    ok(await rules.read(request.params.id, me(request))),
  );
  app.put('/lab-groups/:id/rules', { schema: { params: groupParams, querystring: noQuery, body: rulesBody, response: { 200: rulesResponse } } }, async (request) =>
    ok(await rules.replace(request.params.id, me(request), request.body)),
  );
};

// A default export, so app.ts registers it with one line: `api.register(import('…/routes'))`.
export default labGroupApprovalRoutes;
