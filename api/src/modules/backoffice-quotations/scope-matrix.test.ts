import { describe, expect, it } from 'vitest';
import type { Reply } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { routeScopes } from '../../test/route-scopes';
import { drivers } from '../../test/test-app';
import { backofficeQuotationRoutes } from './routes';
import { answerBody, quoted, quotationsClient, requested, useQuotationsApp, type QuotationsClient } from './test-client';

type Call = { method: 'GET' | 'POST'; path: string; run: (client: QuotationsClient) => Promise<Reply> };

/** Every quotation call with a request a quotations staff member gets 200 for: each run gets a fresh quotation. */
const calls = (ctx: { app: Parameters<typeof requested>[0]; staff: QuotationsClient }): Call[] => {
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


describe('the quotations module', () => {
  it('guards every route it registers with the quotations scope, and the matrix below calls each of them', async () => {
    const routes = await routeScopes([backofficeQuotationRoutes], { prefix: '/backoffice/quotations/' });
    expect(routes.every((r) => r.scopes.length === 1 && r.scopes[0] === 'quotations'), JSON.stringify(routes)).toBe(true);
    const tested = calls({ app: undefined as never, staff: undefined as never }).map((call) => `${call.method} ${call.path}`);
    expect(routes.map((r) => r.route).sort()).toEqual(tested.sort());
  });
});

describe.each(drivers)('quotation calls answer by scope (%s)', (driver) => {
  const ctx = useQuotationsApp(driver);
  const list = calls({ get app() { return ctx.app; }, get staff() { return ctx.staff; } });

  it.each(list.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const anonymous = quotationsClient(ctx.app);
    const shopper = quotationsClient(ctx.app, (await shopperSession(ctx.app)).token);
    const others = quotationsClient(ctx.app, (await staffSession(ctx.app, 'orders', 'catalogue')).token);
    const admin = quotationsClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);

    const refused = async (client: QuotationsClient, status: number, message: RegExp) => {
      const res = await call.run(client);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused(anonymous, 401, /sign in|unauthor/i);
    await refused(shopper, 403, /authenticator/i);
    await refused(others, 403, /not allowed/i);
    for (const allowed of [ctx.staff, admin]) {
      const res = await call.run(allowed);
      expect(res.statusCode, res.body).toBe(200);
      if (call.path === 'preview') expect(res.headers['content-type']).toBe('application/pdf');
      else expect(res.json().code).toBe(200);
    }
  });
});
