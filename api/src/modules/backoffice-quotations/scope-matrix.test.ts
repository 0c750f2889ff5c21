import { expect } from 'vitest';
import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { backofficeQuotationRoutes } from './routes';
import { answerBody, quoted, quotationsClient, requested, useQuotationsApp, type QuotationsClient } from './test-client';

type Call = ScopedCall<QuotationsClient>;

/** Every quotation call with a request a quotations staff member gets 200 for: each run gets a fresh quotation. */
const calls = (ctx: ReturnType<typeof useQuotationsApp>): Call[] => {
  const post = (path: string, body: () => Promise<unknown>): Call => ({ method: 'POST', path, run: async (c) => c.post(path, await body()) });
  return [
    { method: 'GET', path: 'list', run: (c) => c.get('list?page=1&pageSize=5&status=requested') },
    { method: 'GET', path: 'detail', run: async (c) => c.get(`detail?quoteNo=${(await requested(ctx.app, ctx.staff)).quoteNo}`) },
    post('answer', async () => {
      const q = await requested(ctx.app, ctx.staff);
      return answerBody(q.quoteNo, q.version, q.codes);
    }),
    post('preview', async () => {
      const q = await requested(ctx.app, ctx.staff);
      const { version: _, ...body } = answerBody(q.quoteNo, q.version, q.codes);
      return body;
    }),
    post('reject', async () => {
      const q = await requested(ctx.app, ctx.staff);
      return { quoteNo: q.quoteNo, version: q.version, reason: 'Discontinued' };
    }),
    post('withdraw', async () => {
      const q = await quoted(ctx.app, ctx.staff);
      return { quoteNo: q.quoteNo, version: q.version, reason: 'Supplier price changed' };
    }),
  ];
};

describeScopeMatrix({
  scope: 'quotations',
  subject: 'quotation',
  plugins: [backofficeQuotationRoutes],
  useApp: useQuotationsApp,
  client: quotationsClient,
  calls,
  otherScopes: ['orders', 'catalogue'],
  otherAnswers: { preview: (res) => expect(res.headers['content-type']).toBe('application/pdf') },
});
