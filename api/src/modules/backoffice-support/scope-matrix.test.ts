import { expect } from 'vitest';
import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { backofficeSupportRoutes } from './routes';
import { activityForm, afterSalesRequest, newFormId, supportClient, useSupportApp, type SupportClient } from './test-client';

type Call = ScopedCall<SupportClient>;
type Ctx = ReturnType<typeof useSupportApp>;

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

describeScopeMatrix({
  scope: 'support',
  subject: 'support',
  plugins: [backofficeSupportRoutes],
  useApp: useSupportApp,
  client: supportClient,
  calls,
  otherScopes: ['orders', 'content'],
  otherAnswers: {
    file: (res) => expect(res.headers['content-type']).toBe('image/png'),
    'forms/export': (res) => expect(res.headers['content-type']).toMatch(/^text\/csv/),
  },
});
