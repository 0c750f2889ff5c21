import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { shopperSession } from '../../test/staff-session';
import { staffClient, useStaffApp } from '../../test/staff-client';
import type { Driver } from '../../test/test-app';
import { dataOf, groupCalls, groupWith } from '../lab-groups/test-client';
import { backofficeRegulatedRoutes } from './backoffice-routes';
import { inDays, submitVerification } from './test-kit';

/** The module's calls with their full path under /api (its routes are not under /backoffice/support/). */
const client = (app: FastifyInstance, token?: string) => staffClient(app, '/api', token);
type Client = ReturnType<typeof client>;
const useApp = (driver: Driver) => useStaffApp(driver, 'support', client);
type Ctx = ReturnType<typeof useApp>;

type Detail = { id: number; groupId: number; institutionDocument: { url: string } };

/** Every call with a request support staff get 200 for; verify and reject each get a fresh pending submission. */
const calls = (ctx: Ctx): Array<ScopedCall<Client>> => {
  const pending = async () => {
    const owner = await groupCalls(ctx.app, (await shopperSession(ctx.app)).token);
    const groupId = await groupWith(ctx.app, owner);
    dataOf(await submitVerification(ctx.app, owner, groupId));
    const { items } = await ctx.staff.data<{ items: Array<{ id: number; groupId: number }> }>('GET', '/backoffice/lab-group-verifications?status=pending&pageSize=100');
    const id = items.find((i) => i.groupId === groupId)!.id;
    return ctx.staff.data<Detail>('GET', `/backoffice/lab-group-verifications/${id}`);
  };
  return [
    { method: 'GET', path: '/backoffice/lab-group-verifications', run: (c) => c.get('/backoffice/lab-group-verifications?status=pending') },
    { method: 'GET', path: '/backoffice/lab-group-verifications/:id', run: async (c) => c.get(`/backoffice/lab-group-verifications/${(await pending()).id}`) },
    { method: 'GET', path: '/backoffice/lab-group-verifications/:id/files/:fileId', run: async (c) => c.get((await pending()).institutionDocument.url.replace('/api', '')) },
    { method: 'POST', path: '/backoffice/lab-group-verifications/:id/verify', run: async (c) => c.post(`/backoffice/lab-group-verifications/${(await pending()).id}/verify`, { permits: [{ class: 'precursor', expiresOn: inDays(30) }] }) },
    { method: 'POST', path: '/backoffice/lab-group-verifications/:id/reject', run: async (c) => c.post(`/backoffice/lab-group-verifications/${(await pending()).id}/reject`, { note: 'Unsigned letter' }) },
    { method: 'GET', path: '/backoffice/lab-groups', run: (c) => c.get('/backoffice/lab-groups?q=SJTU') },
    { method: 'GET', path: '/backoffice/lab-groups/:id', run: async (c) => c.get(`/backoffice/lab-groups/${(await pending()).groupId}`) },
    { method: 'GET', path: '/backoffice/regulated-register', run: (c) => c.get(`/backoffice/regulated-register?from=${inDays(-30)}&to=${inDays(0)}`) },
  ];
};

describeScopeMatrix({
  scope: 'support',
  subject: 'regulated-chemicals',
  plugins: [backofficeRegulatedRoutes],
  useApp,
  client,
  calls,
  otherScopes: ['orders', 'catalogue', 'content'],
  otherAnswers: {
    '/backoffice/lab-group-verifications/:id/files/:fileId': (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
});
