import { describe, expect, it } from 'vitest';
import type { Reply } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { routeScopes } from '../../test/route-scopes';
import { drivers } from '../../test/test-app';
import { backofficeSupportRoutes } from './routes';
import { activityForm, afterSalesRequest, newFormId, supportClient, useSupportApp, type SupportClient } from './test-client';

type Call = { method: 'GET' | 'POST'; path: string; run: (client: SupportClient) => Promise<Reply> };
type Ctx = { app: Parameters<typeof afterSalesRequest>[0]; staff: SupportClient };

/** Every support call with a request a support staff member gets 200 for: each run gets fresh records. */
const calls = (ctx: Ctx): Call[] => {
  const fresh = async () => {
    const { requestNo } = await afterSalesRequest(ctx.app);
    return ctx.staff.data<{ version: string; photos: Array<{ id: string }> }>('GET', `after-sales/detail?requestNo=${requestNo}`).then((d) => ({ ...d, requestNo }));
  };
  const createdForm = async () => {
    const formId = newFormId();
    return { formId, ...(await ctx.staff.data<{ version: string }>('POST', 'forms/save', activityForm(formId))) };
  };
  return [
    { method: 'GET', path: 'after-sales/list', run: (c) => c.get('after-sales/list?status=submitted&pageSize=5') },
    { method: 'GET', path: 'after-sales/detail', run: async (c) => c.get(`after-sales/detail?requestNo=${(await afterSalesRequest(ctx.app)).requestNo}`) },
    { method: 'POST', path: 'after-sales/move', run: async (c) => {
      const r = await fresh();
      return c.post('after-sales/move', { requestNo: r.requestNo, version: r.version, status: 'reviewing', note: 'Looking at it' });
    } },
    { method: 'GET', path: 'file', run: async (c) => c.get(`file?id=${(await fresh()).photos[0]!.id}`) },
    { method: 'GET', path: 'forms/list', run: (c) => c.get('forms/list') },
    { method: 'GET', path: 'forms/detail', run: (c) => c.get('forms/detail?formId=feedback') },
    { method: 'POST', path: 'forms/save', run: (c) => c.post('forms/save', activityForm(newFormId())) },
    { method: 'POST', path: 'forms/open', run: async (c) => {
      const form = await createdForm();
      return c.post('forms/open', { formId: form.formId, version: form.version, open: true });
    } },
    { method: 'POST', path: 'forms/banner', run: async (c) => c.post('forms/banner', { formId: (await createdForm()).formId, image: '/media/banners/1.svg' }) },
    { method: 'GET', path: 'forms/submissions', run: (c) => c.get('forms/submissions?formId=feedback&pageSize=5') },
    { method: 'GET', path: 'forms/export', run: (c) => c.get('forms/export?formId=feedback') },
  ];
};


describe('the support module', () => {
  it('guards every route it registers with the support scope, and the matrix below calls each of them', async () => {
    const routes = await routeScopes([backofficeSupportRoutes], { prefix: '/backoffice/support/' });
    expect(routes.every((r) => r.scopes.length === 1 && r.scopes[0] === 'support'), JSON.stringify(routes)).toBe(true);
    const tested = calls({ app: undefined as never, staff: undefined as never }).map((call) => `${call.method} ${call.path}`);
    expect(routes.map((r) => r.route).sort()).toEqual(tested.sort());
  });
});

describe.each(drivers)('support calls answer by scope (%s)', (driver) => {
  const ctx = useSupportApp(driver);
  const list = calls({ get app() { return ctx.app; }, get staff() { return ctx.staff; } });

  it.each(list.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const anonymous = supportClient(ctx.app);
    const shopper = supportClient(ctx.app, (await shopperSession(ctx.app)).token);
    const others = supportClient(ctx.app, (await staffSession(ctx.app, 'orders', 'content')).token);
    const admin = supportClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);

    const refused = async (client: SupportClient, status: number, message: RegExp) => {
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
      if (call.path === 'file') expect(res.headers['content-type']).toBe('image/png');
      else if (call.path === 'forms/export') expect(res.headers['content-type']).toMatch(/^text\/csv/);
      else expect(res.json().code).toBe(200);
    }
  });
});
