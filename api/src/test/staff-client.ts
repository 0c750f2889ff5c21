import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { StaffScope } from '../modules/staff/scopes';
import { multipartBody } from '../modules/forms/multipart-body';
import { authRequests, type Reply } from './auth-requests';
import { staffSession } from './staff-session';
import { buildTestApp, type Driver, type TestApp } from './test-app';

/**
 * Test helper (no test itself): a console module's calls under `base` (e.g. '/api/backoffice/support/') as a client
 * makes them, signed in with `token` (none: anonymous), in `language`.
 */
export function staffClient(app: FastifyInstance, base: string, token?: string, language = 'en') {
  const send = (method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Reply> =>
    authRequests(app, { language }).send(method, `${base}${path}`, payload, token ? { token } : {});
  /** The `data` of a call that must answer 200. */
  const data = async <T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> => {
    const res = await send(method, path, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  /** POSTs one file as a multipart part (`field`, by default 'file') to `path`, as the console's uploads send it. */
  const sendFile = (path: string, file: { fileName: string; content: Buffer; type: string; field?: string }): Promise<Reply> => {
    const { payload, headers } = multipartBody([{ name: file.field ?? 'file', fileName: file.fileName, content: file.content, type: file.type }]);
    return app.inject({
      method: 'POST',
      url: `${base}${path}`,
      payload,
      headers: { ...headers, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }) as Promise<Reply>;
  };
  return { send, data, sendFile, get: (path: string) => send('GET', path), post: (path: string, body: unknown) => send('POST', path, body) };
}

export type StaffAppContext<Client> = { t: TestApp; app: FastifyInstance; staff: Client; staffAccount: string };

/**
 * One app per test file and driver, with the client (`client`, e.g. a module's `supportClient`) of a staff member
 * holding `scope`. The fields are filled in beforeAll: read `ctx.*` inside tests.
 */
export function useStaffApp<Client>(driver: Driver, scope: StaffScope, client: (app: FastifyInstance, token: string) => Client) {
  const ctx = {} as StaffAppContext<Client>;
  beforeAll(async () => {
    ctx.t = await buildTestApp(driver);
    ctx.app = ctx.t.app;
    const staff = await staffSession(ctx.app, scope);
    ctx.staff = client(ctx.app, staff.token);
    ctx.staffAccount = staff.account;
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}
