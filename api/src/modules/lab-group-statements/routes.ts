/**
 * Lab-group statements and spending (docs/lab-groups.md "Statements"), issue 32 part 4, for a group's owners and
 * finance. Read-only over the budget ledger that lab-groups/ writes:
 *
 *   month.ts              the China-time month and range checks (format, not in the future, not before the group)
 *   repository.ts         the ledger moves, opening sums and invoices of a period
 *   statement-lines.ts    moves and invoices → dated lines, remaining-balance arithmetic (fen)
 *   service.ts            the statement and spending answers (yuan, two decimals)
 *   export*.ts            the statement as XLSX (heavy-work thread, reports' `reportXlsx`) and PDF (statement-pdf.ts)
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import { contentDisposition } from '../content/content-disposition';
import { statementFile } from './export';
import { exportQuery, groupParams, spendingQuery, spendingResponse, statementQuery, statementResponse } from './schemas';
import { createStatementService } from './service';

const labGroupStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const statements = createStatementService(app.db);
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => signedInUser(request).id;

  app.get('/lab-groups/:id/statements', { schema: { params: groupParams, querystring: statementQuery, response: { 200: statementResponse } } }, async (request) =>
    ok(await statements.statement(request.params.id, me(request), request.query.month, request.query.budgetId)),
  );
  app.get('/lab-groups/:id/statements/export', { schema: { params: groupParams, querystring: exportQuery } }, async (request, reply) => {
    const { month, budgetId, format } = request.query;
    const statement = await statements.statement(request.params.id, me(request), month, budgetId);
    const file = await statementFile(statement, format, request.lang);
    return reply.header('content-disposition', contentDisposition(file.name)).header('cache-control', 'no-store').type(file.type).send(file.body);
  });
  app.get('/lab-groups/:id/spending', { schema: { params: groupParams, querystring: spendingQuery, response: { 200: spendingResponse } } }, async (request) =>
    ok(await statements.spending(request.params.id, me(request), request.query.from, request.query.to)),
  );
};

// A default export, so app.ts registers it with one line: `api.register(import('…/routes'))`.
export default labGroupStatementRoutes;
