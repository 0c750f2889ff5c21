import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperSession, staffSession } from '../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';
import { signedInUser } from './auth';

type Route = { method: string; url: string };
type Answer = { statusCode: number; headers: Record<string, unknown> };

/** Every route the app registered, from printRoutes' tree: a line is a path piece under its parent line's path. */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    const url = (paths[depth - 1] ?? '') + match[2]!;
    paths.push(url);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

/** Routes guests call too, whose answer is the signed-in user's when a token comes (optionalUserId). */
const USER_WHEN_TOKEN_SENT = ['POST /api/help/questions/:id/vote', 'POST /api/forms/:formId/submissions'];
/** A body that passes validation, for the calls above whose handler (where the token is read) runs only then. */
const VALID_BODIES: Record<string, object> = { 'POST /api/help/questions/:id/vote': { helpful: true } };
const PRIVATE_PATH = /^\/(api\/backoffice|api\/auth|dev)\//;

const noStore = (answer: Answer) => /(^|[\s,])no-store($|[\s,])/.test(String(answer.headers['cache-control'] ?? ''));

/** Routes a test adds the way a module would, to see that a new route is covered without doing anything. */
function addProbeRoutes(app: FastifyInstance) {
  app.get('/api/backoffice/probe', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ code: 200 }));
  app.get('/api/probe/own-file', { onRequest: app.authenticate }, async (request, reply) =>
    reply.header('cache-control', 'private, max-age=3600').send({ code: 200, data: signedInUser(request).id }),
  );
  app.get('/api/probe/own-pdf', { onRequest: app.authenticate }, async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send({ code: 200 }),
  );
  void app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.authenticate);
    scoped.get('/api/probe/guarded-module', async () => ({ code: 200 }));
  });
}

describe.each(drivers)('Cache-Control: no-store on staff, sign-in and signed-in answers (%s)', (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  let shopper: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(driver, { beforeReady: addProbeRoutes });
    app = t.app;
    shopper = (await shopperSession(app)).token;
    admin = (await staffSession(app, 'admin')).token;
  });
  afterAll(() => t?.close());

  const call = (method: string, url: string, token?: string, payload?: object): Promise<Answer> =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' || method === 'HEAD' ? {} : { payload: payload ?? {} }),
    });

  it('every route: private paths and signed-in routes answer no-store to anyone, public ones the same with a token as without', async () => {
    const routes = registeredRoutes(app).filter((r) => r.url !== '*');
    // The walk reads the app's real routes: each is one Fastify knows (the tree was read right), and the list is whole.
    expect(routes.filter((r) => !app.hasRoute({ method: r.method as 'GET', url: r.url }))).toEqual([]);
    expect(routes.length).toBeGreaterThan(230);

    const failures: string[] = [];
    const signedIn: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const url = route.url.replace(/:\w+/g, '1');
      // Logging out ends the session of the token it is given: that call gets its own.
      const token = route.url === '/api/auth/logout' ? (await shopperSession(app)).token : shopper;
      const guest = await call(route.method, url, undefined, VALID_BODIES[name]);
      const withToken = await call(route.method, url, token, VALID_BODIES[name]);
      const expectNoStore = (who: string, answer: Answer) => {
        if (!noStore(answer)) failures.push(`${name} (${who}): ${answer.statusCode} cache-control=${String(answer.headers['cache-control'])}`);
      };
      // A signed-in route refuses a guest with the Bearer challenge (plugins/auth.ts); nothing else sends it.
      const needsSignIn = guest.statusCode === 401 && String(guest.headers['www-authenticate']).startsWith('Bearer');
      if (needsSignIn) signedIn.push(name);
      if (PRIVATE_PATH.test(route.url)) {
        expectNoStore('guest', guest);
        expectNoStore('shopper', withToken);
        expectNoStore('staff', await call(route.method, url, route.url === '/api/auth/logout' ? (await staffSession(app, 'admin')).token : admin));
      } else if (needsSignIn) {
        expectNoStore('guest', guest);
        expectNoStore('shopper', withToken);
      } else if (USER_WHEN_TOKEN_SENT.includes(name)) {
        expectNoStore('shopper', withToken);
      } else if (withToken.headers['cache-control'] !== guest.headers['cache-control']) {
        // A public answer is the same for everyone: the browser's Bearer token must not change how it is cached.
        failures.push(`${name}: guest cache-control=${String(guest.headers['cache-control'])}, with a token ${String(withToken.headers['cache-control'])}`);
      }
    }
    expect(failures).toEqual([]);
    // The walk saw the account area's and the probes' guards, route-level and module-level alike.
    expect(signedIn).toEqual(expect.arrayContaining([
      'GET /api/order/list', 'GET /api/user/profile', 'GET /api/shoppingcart/get', 'GET /api/address/list', 'GET /api/points/balance',
      'GET /api/quotation/list', 'GET /api/quotation/pdf', 'GET /api/lablists/list', 'GET /api/aftersales/requests', 'GET /api/uploads/:id',
      'GET /api/points-mall/allowance', 'POST /api/payment/create', 'GET /api/probe/own-file', 'GET /api/probe/guarded-module',
    ]));
  }, 300_000);

  it('success and refusal alike: staff lists, a shopper’s own data, 401, 403 and 400', async () => {
    const answers = {
      staffList: await call('GET', '/api/backoffice/staff/list', admin),
      staffListHead: await call('HEAD', '/api/backoffice/staff/list', admin),
      auditLog: await call('GET', '/api/backoffice/audit/list', admin),
      staffOrders: await call('GET', '/api/backoffice/orders/list', admin),
      profile: await call('GET', '/api/user/profile', shopper),
      orders: await call('GET', '/api/order/list', shopper),
      user: await call('GET', '/api/auth/user', shopper),
      moduleGuard: await call('GET', '/api/probe/guarded-module', shopper),
      anonymous: await call('GET', '/api/order/list'),
      shopperInConsole: await call('GET', '/api/backoffice/audit/list', shopper),
      badLogin: await call('POST', '/api/auth/login', undefined, {}),
      passwordReset: await call('POST', '/api/auth/password-reset', undefined, {}),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, `${a.statusCode} ${String(a.headers['cache-control'])}`]))).toEqual({
      staffList: '200 no-store',
      staffListHead: '200 no-store',
      auditLog: '200 no-store',
      staffOrders: '200 no-store',
      profile: '200 no-store',
      orders: '200 no-store',
      user: '200 no-store',
      moduleGuard: '200 no-store',
      anonymous: '401 no-store',
      shopperInConsole: '403 no-store',
      badLogin: '400 no-store',
      passwordReset: '400 no-store',
    });
  });

  it("a route's own weaker Cache-Control gives way; its own no-store stays", async () => {
    expect((await call('GET', '/api/backoffice/probe')).headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/probe/own-file', shopper)).headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/probe/own-pdf', shopper)).headers['cache-control']).toBe('private, no-store');
  });

  it('public catalogue reads keep their caching when the browser sends its token; a guest call with a token becomes private', async () => {
    for (const url of ['/api/product/get?id=90301', '/api/productcategory/all/category', '/media/products/90301/1.svg']) {
      const guest = await call('GET', url);
      const withToken = await call('GET', url, shopper);
      expect(guest.statusCode, url).toBe(200);
      expect(withToken.statusCode, url).toBe(200);
      expect(noStore(withToken), url).toBe(false);
      expect(withToken.headers['cache-control'], url).toBe(guest.headers['cache-control']);
    }
    const vote = { helpful: true, voterId: '6f1c1f4e-8e2a-4a55-9d43-6a1b8f0f2b11' };
    expect(noStore(await call('POST', '/api/help/questions/1/vote', undefined, vote))).toBe(false);
    expect(noStore(await call('POST', '/api/help/questions/1/vote', shopper, { helpful: true }))).toBe(true);
  });
});
