import type { FastifyInstance } from 'fastify';
import { authRequests } from '../../test/auth-requests';
import { catalogueRows } from '../../test/catalogue-rows';
import { staffClient, useStaffApp } from '../../test/staff-client';
import type { Driver } from '../../test/test-app';
import { multipartBody, sampleFiles } from '../forms/multipart-body';

/** Test helper (no test itself): the console's support calls as a client makes them. */
export const supportClient = (app: FastifyInstance, token?: string, language = 'en') => staffClient(app, '/api/backoffice/support/', token, language);
export type SupportClient = ReturnType<typeof supportClient>;

/** One app per test file and driver, with a support staff member's client. Read `ctx.*` inside tests. */
export const useSupportApp = (driver: Driver) => useStaffApp(driver, 'support', supportClient);

/** A shopper's after-sales request (a repair, one PNG photo) on a paid order of theirs, as the shop's own page sends it. */
export async function afterSalesRequest(app: FastifyInstance) {
  const api = authRequests(app);
  const rows = catalogueRows(app.db);
  const product = await rows.product({ categoryId: 101, brandId: await rows.brand(`Support ${Math.random().toString(36).slice(2, 8)}`) });
  const sku = await rows.sku(product.id);
  const me = await api.signUp();
  await rows.order(me.account, 'paid', [{ productId: product.id, skuId: sku.id }]);
  const get = <T>(url: string) => api.send('GET', url, undefined, { token: me.token }).then((r) => r.json<{ data: T }>().data);
  const [order] = await get<Array<{ orderNo: string }>>('/api/aftersales/orders');
  const detail = await get<{ lines: Array<{ id: number }> }>(`/api/aftersales/orders/${order!.orderNo}`);
  const { payload, headers } = multipartBody([
    { name: 'orderNo', value: order!.orderNo }, { name: 'items', value: String(detail.lines[0]!.id) }, { name: 'type', value: 'repair' },
    { name: 'reason', value: 'quality' }, { name: 'description', value: 'The cell swells after two cycles' }, { name: 'photos', fileName: 'swollen.png', content: sampleFiles.png },
  ]);
  const created = await app.inject({ method: 'POST', url: '/api/aftersales/requests', payload, headers: { ...headers, authorization: `Bearer ${me.token}` } });
  if (created.statusCode !== 200) throw new Error(created.body);
  return { requestNo: created.json<{ data: { requestNo: string } }>().data.requestNo, orderNo: order!.orderNo, shopper: me };
}

const text = (base: string) => ({ zh: `${base}（中文）`, en: base, ja: `${base}（日本語）`, ko: `${base} (한국어)` });

/** An activity form's save body: a name, an e-mail, a choice of session and a consent; `changes` override. */
export const activityForm = (formId: string, changes: Record<string, unknown> = {}) => ({
  formId,
  title: text('Cathode workshop sign-up'),
  intro: text('Tell us who is coming'),
  onSpecialOffers: true,
  fields: [
    { name: 'name', type: 'text', label: text('Name'), required: true, max: 40 },
    { name: 'email', type: 'email', label: text('E-mail'), required: true },
    { name: 'session', type: 'select', label: text('Session'), required: true, options: [{ value: 'am', label: text('Morning') }, { value: 'pm', label: text('Afternoon') }] },
    { name: 'consent', type: 'agreement', label: text('I agree to be contacted') },
  ],
  ...changes,
});

/** A new activity form's key, different in every call. */
export const newFormId = () => `ws-${Math.random().toString(36).slice(2, 10)}`;
