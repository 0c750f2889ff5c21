import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { StaffScope } from '../modules/staff/scopes';
import type { Reply } from './auth-requests';
import { shopperSession, staffSession } from './staff-session';
import { drivers, type Driver } from './test-app';

/**
 * Every route `plugins` register, with the scopes their onRequest hooks demand, read on a bare app (no database, no
 * request runs): a scope-matrix test checks that each route is guarded, and that its matrix calls each of them.
 * `decorations` are what the plugins read while registering; `prefix` is cut from the routes' URLs.
 */
export async function routeScopes(plugins: FastifyPluginAsync[], { prefix = '', decorations = {} }: { prefix?: string; decorations?: Record<string, unknown> } = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: Array<{ route: string; scopes: string[] }> = [];
  for (const [name, value] of Object.entries({ db: {}, throttle: {}, ...decorations })) app.decorate(name, value as never);
  app.decorate('requireScope', (scope: string) => Object.assign(async () => {}, { scope }));
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const hooks = [route.onRequest ?? []].flat() as Array<{ scope?: string }>;
    routes.push({ route: `${String(route.method)} ${route.url.replace(prefix, '')}`, scopes: hooks.map((hook) => hook.scope ?? '?') });
  });
  for (const plugin of plugins) await app.register(plugin);
  await app.ready();
  await app.close();
  return routes;
}

/** A call of a scope matrix: the route it reaches (`method` and `path` as routeScopes lists them) and how a client makes it. */
export type ScopedCall<Client> = { method: 'GET' | 'POST'; path: string; run: (client: Client) => Promise<Reply> };

interface ScopeMatrix<Client, Ctx extends { app: FastifyInstance; staff: Client }> {
  /** The scope every route of the module demands; its routes are under `/backoffice/<scope>/`. */
  scope: StaffScope;
  /** What the calls are called in the tests' names: 'quotation' → "quotation calls answer by scope". */
  subject: string;
  plugins: FastifyPluginAsync[];
  decorations?: Record<string, unknown>;
  /** The module's app and its staff member's client (`ctx.staff`), e.g. `useQuotationsApp`. */
  useApp: (driver: Driver) => Ctx;
  /** The module's client, signed in with `token` or anonymous. */
  client: (app: FastifyInstance, token?: string) => Client;
  /** Every route's call with a request the module's staff member gets 200 for; `ctx` is only read when a call runs. */
  calls: (ctx: Ctx) => Array<ScopedCall<Client>>;
  /** The scopes of a staff member every call must refuse. */
  otherScopes: StaffScope[];
  /** For a call whose 200 is not a JSON envelope (a PDF, a file): what to check instead, by path. */
  otherAnswers?: Record<string, (res: Reply) => void>;
}

/**
 * The scope matrix of a console module: every route it registers demands its scope and no other guard, the matrix
 * calls each of them, and each call refuses anonymous callers (401), shoppers (403, no second factor) and staff
 * without the scope (403), and answers the module's staff member and an admin (200).
 */
export function describeScopeMatrix<Client, Ctx extends { app: FastifyInstance; staff: Client }>(matrix: ScopeMatrix<Client, Ctx>) {
  const { scope } = matrix;
  describe(`the ${scope} module`, () => {
    it(`guards every route it registers with the ${scope} scope, and the matrix below calls each of them`, async () => {
      const routes = await routeScopes(matrix.plugins, { prefix: `/backoffice/${scope}/`, decorations: matrix.decorations });
      expect(routes.every((r) => r.scopes.length === 1 && r.scopes[0] === scope), JSON.stringify(routes)).toBe(true);
      const tested = matrix.calls({} as Ctx).map((call) => `${call.method} ${call.path}`);
      expect(routes.map((r) => r.route).sort()).toEqual(tested.sort());
    });
  });

  describe.each(drivers)(`${matrix.subject} calls answer by scope (%s)`, (driver) => {
    const ctx = matrix.useApp(driver);
    const list = matrix.calls(ctx);

    it.each(list.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
      const refused = async (client: Client, status: number, message: RegExp) => {
        const res = await call.run(client);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toMatch(message);
      };
      await refused(matrix.client(ctx.app), 401, /sign in|unauthor/i);
      await refused(matrix.client(ctx.app, (await shopperSession(ctx.app)).token), 403, /authenticator/i);
      await refused(matrix.client(ctx.app, (await staffSession(ctx.app, ...matrix.otherScopes)).token), 403, /not allowed/i);
      for (const allowed of [ctx.staff, matrix.client(ctx.app, (await staffSession(ctx.app, 'admin')).token)]) {
        const res = await call.run(allowed);
        expect(res.statusCode, res.body).toBe(200);
        const other = matrix.otherAnswers?.[call.path];
        if (other) other(res);
        else expect(res.json().code).toBe(200);
      }
    });
  });
}
