import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { authRequests, type Reply } from '../../test/auth-requests';
import { texts } from '../../test/catalogue-rows';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type Driver, type TestApp } from '../../test/test-app';
import { multipartBody } from '../forms/multipart-body';

/** Test helper (no test itself): the console's points-mall calls as a client makes them. */
export function pointsClient(app: FastifyInstance, token?: string, language = 'en') {
  const send = (method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Reply> =>
    authRequests(app, { language }).send(method, `/api/backoffice/points/${path}`, payload, token ? { token } : {});
  const data = async <T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> => {
    const res = await send(method, path, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  /** POST goods/image with one file part, as the editor's upload sends it. */
  const upload = (fileName: string, content: Buffer): Promise<Reply> => {
    const { payload, headers } = multipartBody([{ name: 'file', fileName, content, type: 'image/png' }]);
    const auth = token ? { authorization: `Bearer ${token}` } : {};
    return app.inject({ method: 'POST', url: '/api/backoffice/points/goods/image', payload, headers: { ...headers, 'accept-language': language, ...auth } }) as Promise<Reply>;
  };
  return { send, data, upload, get: (path: string) => send('GET', path), post: (path: string, body: unknown) => send('POST', path, body) };
}
export type PointsClient = ReturnType<typeof pointsClient>;

let codes = 0;
/** A goods/save body for a new physical good of the seeded first shelf; override any field. */
export const goodBody = (categoryId: number, changes: Record<string, unknown> = {}) => ({
  code: `PT-${process.pid}-${++codes}`, categoryId, kind: 'physical', couponTemplateId: null, name: texts('Nitrile gloves'), description: texts('Box of 100'),
  images: ['/media/points/nitrile-gloves-m.svg'], points: 300, perAccountLimit: 2, onSale: true, featured: false, availableFrom: null, availableTo: null, sort: 5, ...changes,
});

/** One app per test file and driver, with a points staff member's client. Read `ctx.*` inside tests. */
export function usePointsApp(driver: Driver) {
  const ctx = {} as { t: TestApp; app: FastifyInstance; staff: PointsClient; staffAccount: string; categoryId: number };
  beforeAll(async () => {
    ctx.t = await buildTestApp(driver);
    ctx.app = ctx.t.app;
    const staff = await staffSession(ctx.app, 'points');
    ctx.staff = pointsClient(ctx.app, staff.token);
    ctx.staffAccount = staff.account;
    ctx.categoryId = (await ctx.staff.data<{ categories: Array<{ id: number }> }>('GET', 'goods/options')).categories[0]!.id;
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** A new good (stock 0) made through the console, with its id and version. */
export const createdGood = (ctx: { staff: PointsClient; categoryId: number }, changes: Record<string, unknown> = {}) =>
  ctx.staff.data<{ id: number; version: string }>('POST', 'goods/save', goodBody(ctx.categoryId, changes));
