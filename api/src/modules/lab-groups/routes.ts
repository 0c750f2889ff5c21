/**
 * Lab groups (docs/lab-groups.md), issue 32 parts 1 and 3.
 *
 *   routes.ts, shared-routes.ts   the /api/lab-groups… and /api/lab-group-invites… calls (thin: schema + call)
 *   schemas.ts, shared-schemas.ts their inputs and answers (amounts in yuan, two decimals, like the rest of the API)
 *   access.ts                     membership and roles: non-members 404, a missing role 403 (data.reason)
 *   service.ts                    groups and members (the last owner stays); invites.ts the mailed invitations
 *   budgets.ts                    budget CRUD and the ledger's pages; budget-ledger.ts every budget move
 *   group-order.ts                checkout for a group (orders/place-order.ts) and the group tag of order views
 *   group-orders.ts               GET /api/lab-groups/:id/orders; shared.ts addresses, invoice titles, lab lists
 *
 * A group order's reservation is made by place_order (drizzle/0041) with the order; orders/transitions.ts
 * (moveOrder) settles it on payment, cancellation or timeout, and refund. Tests: *.test.ts here, on PGlite and,
 * with DATABASE_URL, PostgreSQL (`npx vitest run --project api api/src/modules/lab-groups`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { createBudgetService } from './budgets';
import { groupOrderDetail, groupOrderDetailResponse, groupOrders, groupOrdersResponse } from './group-orders';
import { createInviteService } from './invites';
import {
  acceptedResponse,
  budgetListResponse,
  budgetParams,
  groupOrderParams,
  budgetResponse,
  createBudgetBody,
  createGroupBody,
  groupDetailResponse,
  groupListResponse,
  groupParams,
  inviteBody,
  inviteParams,
  invitePreviewResponse,
  inviteResponse,
  ledgerResponse,
  memberParams,
  memberResponse,
  noQuery,
  pageQuery,
  removedResponse,
  rolesBody,
  tokenParams,
  updateBudgetBody,
  updateGroupBody,
} from './schemas';
import { createLabGroupService } from './service';

/** Lab groups, their members, invitations and budgets (docs/lab-groups.md), under /api; every call needs sign-in. */
export const labGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createLabGroupService(app.db);
  const invites = createInviteService(app.db);
  const budgets = createBudgetService(app.db);
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/lab-groups', { schema: { querystring: noQuery, response: { 200: groupListResponse } } }, async (request) => ok(await groups.list(me(request))));
  app.post('/lab-groups', { schema: { querystring: noQuery, body: createGroupBody, response: { 200: groupDetailResponse } } }, async (request) =>
    ok(await groups.create(me(request), request.body)),
  );
  app.get('/lab-groups/:id', { schema: { params: groupParams, querystring: noQuery, response: { 200: groupDetailResponse } } }, async (request) =>
    ok(await groups.detail(request.params.id, me(request))),
  );
  app.patch('/lab-groups/:id', { schema: { params: groupParams, querystring: noQuery, body: updateGroupBody, response: { 200: groupDetailResponse } } }, async (request) =>
    ok(await groups.update(request.params.id, me(request), request.body)),
  );

  app.post('/lab-groups/:id/invites', { schema: { params: groupParams, querystring: noQuery, body: inviteBody, response: { 200: inviteResponse } } }, async (request) =>
    ok(await invites.invite(request.params.id, me(request), request.body, request.lang)),
  );
  app.delete('/lab-groups/:id/invites/:inviteId', { schema: { params: inviteParams, querystring: noQuery, response: { 200: removedResponse } } }, async (request) =>
    ok(await invites.revoke(request.params.id, me(request), request.params.inviteId)),
  );
  app.get('/lab-group-invites/:token', { schema: { params: tokenParams, querystring: noQuery, response: { 200: invitePreviewResponse } } }, async (request) =>
    ok(await invites.preview(request.params.token)),
  );
  app.post('/lab-group-invites/:token/accept', { schema: { params: tokenParams, querystring: noQuery, response: { 200: acceptedResponse } } }, async (request) =>
    ok(await invites.accept(request.params.token, me(request))),
  );

  app.patch('/lab-groups/:id/members/:userId', { schema: { params: memberParams, querystring: noQuery, body: rolesBody, response: { 200: memberResponse } } }, async (request) =>
    ok(await groups.setRoles(request.params.id, me(request), request.params.userId, request.body.roles)),
  );
  app.delete('/lab-groups/:id/members/:userId', { schema: { params: memberParams, querystring: noQuery, response: { 200: removedResponse } } }, async (request) =>
    ok(await groups.removeMember(request.params.id, me(request), request.params.userId)),
  );

  app.get('/lab-groups/:id/budgets', { schema: { params: groupParams, querystring: noQuery, response: { 200: budgetListResponse } } }, async (request) =>
    ok(await budgets.list(request.params.id, me(request))),
  );
  app.post('/lab-groups/:id/budgets', { schema: { params: groupParams, querystring: noQuery, body: createBudgetBody, response: { 200: budgetResponse } } }, async (request) =>
    ok(await budgets.create(request.params.id, me(request), request.body)),
  );
  app.patch('/lab-groups/:id/budgets/:budgetId', { schema: { params: budgetParams, querystring: noQuery, body: updateBudgetBody, response: { 200: budgetResponse } } }, async (request) =>
    ok(await budgets.update(request.params.id, me(request), request.params.budgetId, request.body)),
  );
  app.get('/lab-groups/:id/orders', { schema: { params: groupParams, querystring: pageQuery, response: { 200: groupOrdersResponse } } }, async (request) =>
    ok(await groupOrders(app.db, request.params.id, me(request), request.query.page, request.query.pageSize, request.lang)),
  );
  app.get('/lab-groups/:id/orders/:orderNo', { schema: { params: groupOrderParams, querystring: noQuery, response: { 200: groupOrderDetailResponse } } }, async (request) =>
    ok(await groupOrderDetail(app.db, request.params.id, me(request), request.params.orderNo, request.lang)),
  );
  app.get('/lab-groups/:id/budgets/:budgetId/ledger', { schema: { params: budgetParams, querystring: pageQuery, response: { 200: ledgerResponse } } }, async (request) =>
    ok(await budgets.ledger(request.params.id, me(request), request.params.budgetId, request.query.page, request.query.pageSize)),
  );
};
