import { describe, expect, it } from 'vitest';
import type { StaffScope } from '../staff/scopes';
import type { Reply } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { routeScopes } from '../../test/route-scopes';
import { drivers } from '../../test/test-app';
import { backofficeDashboardRoutes } from '../backoffice-dashboard/routes';
import { backofficeOrderRoutes } from './routes';
import { ordersClient, useOrdersApp, type OrdersClient } from './test-client';

type Ctx = ReturnType<typeof useOrdersApp>;
type Call = { route: string; scope: StaffScope; run: (client: OrdersClient, ctx: Ctx) => Promise<Reply> };

/** A fresh order in `status` as the staff member reads it: the body of an action on it. */
async function orderIn(ctx: Ctx, status: 'unpaid' | 'paid') {
  const shopper = await ctx.buyer();
  const order = await ctx.kit.order(shopper.id, { status });
  const { version } = await ctx.staff.data<{ version: string }>('GET', `orders/detail?orderNo=${order.orderNo}`);
  return { orderNo: order.orderNo, version };
}

/** Every call of the two modules, with a request their scope's holder gets 200 for. */
const calls: Call[] = [
  { route: 'GET /backoffice/orders/list', scope: 'orders', run: (c) => c.get('orders/list?status=paid') },
  { route: 'GET /backoffice/orders/detail', scope: 'orders', run: async (c, ctx) => c.get(`orders/detail?orderNo=${(await orderIn(ctx, 'unpaid')).orderNo}`) },
  { route: 'POST /backoffice/orders/ship', scope: 'orders', run: async (c, ctx) => c.post('orders/ship', { ...(await orderIn(ctx, 'paid')), carrier: 'ems', trackingNo: 'EMS0001' }) },
  { route: 'POST /backoffice/orders/cancel', scope: 'orders', run: async (c, ctx) => c.post('orders/cancel', await orderIn(ctx, 'unpaid')) },
  { route: 'POST /backoffice/orders/refund', scope: 'orders', run: async (c, ctx) => c.post('orders/refund', await orderIn(ctx, 'paid')) },
  { route: 'POST /backoffice/orders/confirm-transfer', scope: 'orders', run: async (c, ctx) => c.post('orders/confirm-transfer', await orderIn(ctx, 'unpaid')) },
  { route: 'GET /backoffice/dashboard/orders', scope: 'orders', run: (c) => c.get('dashboard/orders') },
  { route: 'GET /backoffice/dashboard/quotations', scope: 'quotations', run: (c) => c.get('dashboard/quotations') },
  { route: 'GET /backoffice/dashboard/support', scope: 'support', run: (c) => c.get('dashboard/support') },
  { route: 'GET /backoffice/dashboard/catalogue', scope: 'catalogue', run: (c) => c.get('dashboard/catalogue') },
];


describe('the orders and dashboard modules', () => {
  it('guard every route with one scope, the one the matrix below expects, and the matrix calls each route', async () => {
    const routes = await routeScopes([backofficeOrderRoutes, backofficeDashboardRoutes]);
    expect(routes.map((r) => `${r.route} ${r.scopes.join(',')}`).sort()).toEqual(calls.map((c) => `${c.route} ${c.scope}`).sort());
  });
});

describe.each(drivers)('order and dashboard calls answer by scope (%s)', (driver) => {
  const ctx = useOrdersApp(driver);

  it.each(calls.map((call) => [call.route, call] as const))('%s', async (_name, call) => {
    const other: StaffScope = call.scope === 'catalogue' ? 'orders' : 'catalogue';
    const refused = async (client: OrdersClient, status: number, message: RegExp) => {
      const res = await call.run(client, ctx);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused(ordersClient(ctx.app), 401, /sign in|unauthor/i);
    await refused(ordersClient(ctx.app, (await shopperSession(ctx.app)).token), 403, /authenticator/i);
    await refused(ordersClient(ctx.app, (await staffSession(ctx.app, other, 'content')).token), 403, /not allowed/i);
    for (const scope of [call.scope, 'admin'] as const) {
      const res = await call.run(ordersClient(ctx.app, (await staffSession(ctx.app, scope)).token), ctx);
      expect(res.statusCode, `${scope}: ${res.body}`).toBe(200);
      expect(res.json().code).toBe(200);
    }
  });
});
