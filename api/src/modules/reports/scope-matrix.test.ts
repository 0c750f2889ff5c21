import { describe, expect, it } from 'vitest';
import type { StaffScope } from '../staff/scopes';
import { routeScopes } from '../../test/route-scopes';
import { shopperSession, staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { ordersClient, useOrdersApp } from '../backoffice-orders/test-client';
import { reportRoutes } from './routes';

/** Every report with the scope that opens it (admin opens all): no report reads another scope's data. */
const views: Array<{ route: string; scope: StaffScope; query: string }> = [
  { route: 'GET /backoffice/reports/sales', scope: 'orders', query: 'sales?dimension=product&by=month' },
  { route: 'GET /backoffice/reports/funnel', scope: 'orders', query: 'funnel' },
  { route: 'GET /backoffice/reports/search', scope: 'catalogue', query: 'search' },
  { route: 'GET /backoffice/reports/products', scope: 'catalogue', query: 'products' },
  { route: 'GET /backoffice/reports/quotations', scope: 'quotations', query: 'quotations' },
  { route: 'GET /backoffice/reports/points', scope: 'points', query: 'points' },
];
/** Each report's export too: the same scope, the same figures as a file. */
const reports = [
  ...views,
  ...views.map((view, i) => ({
    route: `${view.route}/export`,
    scope: view.scope,
    query: `${view.query.split('?')[0]}/export?format=${i % 2 ? 'xlsx' : 'csv'}`,
  })),
];
const SCOPES: StaffScope[] = ['catalogue', 'orders', 'quotations', 'support', 'content', 'points', 'releases'];

describe('the reports module', () => {
  it('guards every report with the scope of its part, and the matrix below calls each of them', async () => {
    const routes = await routeScopes([reportRoutes]);
    expect(routes.map((r) => `${r.route} ${r.scopes.join(',')}`).sort()).toEqual(reports.map((r) => `${r.route} ${r.scope}`).sort());
  });
});

describe.each(drivers)('reports answer by scope (%s)', (driver) => {
  const ctx = useOrdersApp(driver);

  it.each(reports.map((report) => [report.route, report] as const))('%s', async (_name, report) => {
    const path = `reports/${report.query}`;
    expect((await ordersClient(ctx.app).get(path)).statusCode).toBe(401);
    expect((await ordersClient(ctx.app, (await shopperSession(ctx.app)).token).get(path)).statusCode).toBe(403);
    for (const scope of SCOPES) {
      const res = await ordersClient(ctx.app, (await staffSession(ctx.app, scope)).token).get(path);
      expect(res.statusCode, `${scope}: ${res.body}`).toBe(scope === report.scope ? 200 : 403);
    }
    expect((await ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token).get(path)).statusCode).toBe(200);
  });
});
