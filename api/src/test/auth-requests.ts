import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type Driver, type TestApp } from './test-app';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T = Envelope>() => T; body: string };
export type Envelope = { code: number; message: string; data: unknown; token?: string; refresh_token?: string; user?: unknown };
export type Tokens = { token: string; refresh_token: string };

let counter = 0;
/** A fresh, valid email per call, so tests on one app never collide. */
export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${++counter}@lab.example`;

/**
 * The sign-in calls as a client makes them, over `app.inject`. `ip` sets the socket address (each
 * throttle test uses its own), `language` the Accept-Language (default en).
 */
export function authRequests(app: FastifyInstance, defaults: { ip?: string; language?: string } = {}) {
  type Options = { ip?: string; language?: string; token?: string; headers?: Record<string, string> };
  const send = (method: 'GET' | 'POST', url: string, payload: unknown, options: Options = {}): Promise<Reply> =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
      headers: {
        'accept-language': options.language ?? defaults.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    }) as Promise<Reply>;

  return {
    send,
    register: (body: Record<string, unknown>, options?: Options) => send('POST', '/api/auth/register', body, options),
    login: (account: string, password: string, options?: Options) => send('POST', '/api/auth/login', { account, password }, options),
    refresh: (refreshToken: string, options?: Options) => send('POST', '/api/auth/refresh', { refresh_token: refreshToken }, options),
    user: (token: string | undefined, options?: Options) => send('GET', '/api/auth/user', undefined, { ...options, ...(token ? { token } : {}) }),
    logout: (token: string | undefined, body?: Record<string, unknown>, options?: Options) =>
      send('POST', '/api/auth/logout', body, { ...options, ...(token ? { token } : {}) }),
    changePassword: (token: string, body: Record<string, unknown>, options?: Options) =>
      send('POST', '/api/auth/password', body, { ...options, token }),

    /** Registers a new account and signs it in; returns the account and its tokens. */
    async signUp(password = 'Secret123', options?: Options): Promise<{ account: string; password: string } & Tokens> {
      const account = uniqueEmail();
      const registered = await send('POST', '/api/auth/register', { account, password, agreement: true }, options);
      if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
      const tokens = await this.signIn(account, password, options);
      return { account, password, ...tokens };
    },

    async signIn(account: string, password: string, options?: Options): Promise<Tokens> {
      const res = await send('POST', '/api/auth/login', { account, password }, options);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const { token, refresh_token } = res.json<Tokens>();
      return { token, refresh_token };
    },
  };
}

const TOO_MANY = 'Too many attempts; please try again later';
let nextAddress = 0;
/** Each test signs in from its own address (TEST-NET-3), so their counts never mix. */
export const freshIp = () => `203.0.113.${++nextAddress}`;

/** A 429 asking to wait exactly `seconds` (a sign-in delay): Retry-After and `data.retryAfter`, message in the request's language. */
export function expectDelayed(res: Reply, seconds: number, message = TOO_MANY) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json()).toEqual({ code: 429, message, data: { retryAfter: seconds } });
}

/** The `name=value` of the device cookie a successful sign-in set, to send back as the Cookie header. */
export function deviceCookieOf(res: Reply): string {
  const header = res.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header]).find((c): c is string => typeof c === 'string' && c.startsWith('lm_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(header)}`);
  return cookie.split(';')[0]!;
}

/** A clock the app's throttles read, moved by the test instead of sleeping. */
export function testClock() {
  let time = Date.now();
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

/** A 429 of the default 15-minute window: Retry-After in seconds, and the same in `data.retryAfter`. */
export function expectThrottled(res: Reply, message = TOO_MANY) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(res.json()).toEqual({ code: 429, message, data: { retryAfter } });
}


/**
 * The per-file setup of the auth tests: one app for `driver` built before the file's tests and closed after,
 * with its request helpers. Read `ctx.t` / `ctx.api` inside tests (they exist once beforeAll has run).
 */
export function useAuthApp(driver: Driver, env: Record<string, string> = {}) {
  const ctx = {} as { t: TestApp; api: ReturnType<typeof authRequests> };
  beforeAll(async () => {
    ctx.t = await buildTestApp(driver, { env });
    ctx.api = authRequests(ctx.t.app);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}
