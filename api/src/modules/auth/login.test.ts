import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, sessions, users } from '../../db/schema/auth';
import { useAuthApp, type Reply } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { hashToken } from './tokens';

const env = { REGISTER_MAX_PER_IP: '100000', LOGIN_MAX_FAILURES: '1000' };

describe.each(drivers)('sign-in and GET /api/auth/user on %s', (driver) => {
  const ctx = useAuthApp(driver, env);

  const unauthorized = (res: Reply, message = 'You are not signed in or your session has expired; please sign in again') => {
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="labmall"');
    expect(res.json()).toEqual({ code: 401, message, data: null });
  };

  it('returns token and refresh_token at the top level of the envelope', async () => {
    const res = await ctx.api.login('demo@labmall.test', 'Demo12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ code: 200, message: 'Signed in', data: null, token: expect.any(String), refresh_token: expect.any(String) });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(body.refresh_token);
  });

  it('stores only hashes of the tokens', async () => {
    const { token } = await ctx.api.signIn('demo@labmall.test', 'Demo12345');
    const rows = await ctx.t.app.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const dump = JSON.stringify(await ctx.t.app.db.execute(sql`SELECT * FROM access_tokens UNION ALL SELECT * FROM refresh_tokens`));
    expect(dump).not.toContain(token);
  });

  it('answers a wrong password and an unknown account identically (400, not 401)', async () => {
    const wrongPassword = await ctx.api.login('demo@labmall.test', 'Wrong12345');
    const unknownAccount = await ctx.api.login('nobody@lab.example', 'Demo12345');
    for (const res of [wrongPassword, unknownAccount]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The account or password is incorrect', data: null });
    }
    expect(unknownAccount.body).toBe(wrongPassword.body);
  });

  it.each([
    ['zh-CN', '账号或密码错误'],
    ['ja', 'アカウントまたはパスワードが正しくありません'],
    ['ko', '계정 또는 비밀번호가 올바르지 않습니다'],
  ])('says so in the request language (%s)', async (language, message) => {
    expect((await ctx.api.login('demo@labmall.test', 'nope', { language })).json().message).toBe(message);
  });

  it.each(["' OR 1=1 --", "a@b.c'; DROP TABLE users;--", "demo@labmall.test' --", "' UNION SELECT password_hash FROM users --"])(
    'looks the account %j up as text: not found, tables intact',
    async (account) => {
      const before = (await ctx.t.app.db.select({ n: count() }).from(users))[0]!.n;
      const res = await ctx.api.login(account, "' OR '1'='1");
      expect(res.json()).toEqual({ code: 400, message: 'The account or password is incorrect', data: null });
      expect((await ctx.t.app.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
      expect((await ctx.api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
    },
  );

  it.each([
    [{ account: 'demo@labmall.test' }, 'Missing required field "password"'],
    [{ account: 'demo@labmall.test', password: 'Demo12345', role: 'admin' }, 'Unknown field "role"'],
    [{ account: '', password: 'Demo12345' }, 'Field "account" must have at least 1 character'],
  ])('validates the body %j', async (body, message) => {
    const res = await ctx.api.send('POST', '/api/auth/login', body);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('GET /api/auth/user returns the user at the top level with a scope list', async () => {
    const { token } = await ctx.api.signIn('demo@labmall.test', 'Demo12345');
    const res = await ctx.api.user(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'ok',
      data: null,
      user: { id: expect.any(Number), account: 'de***@labmall.test', nickname: 'de***', scope: ['user'] },
    });
  });

  it('refuses query parameters on GET /api/auth/user', async () => {
    const { token } = await ctx.api.signIn('demo@labmall.test', 'Demo12345');
    const res = await ctx.api.send('GET', '/api/auth/user?id=1', undefined, { token });
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "id"', data: null });
  });

  it.each([
    ['no Authorization header', {}],
    ['a token never issued', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a malformed token', { authorization: "Bearer ' OR 1=1 --" }],
    ['another scheme', { authorization: 'Basic ZGVtbzpEZW1vMTIzNDU=' }],
  ])('GET /api/auth/user with %s is 401 with body code 401', async (_, headers) => {
    unauthorized(await ctx.api.send('GET', '/api/auth/user', undefined, { headers }));
  });

  it('is 401 once the access token has expired, in the request language', async () => {
    const { token } = await ctx.api.signIn('demo@labmall.test', 'Demo12345');
    await ctx.t.app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    unauthorized(await ctx.api.user(token, { language: 'zh' }), '未登录或登录已失效，请重新登录');
  });

  it('issues tokens for ACCESS_TOKEN_TTL (2 h) and sessions for 30 days by default', async () => {
    const before = Date.now();
    const { token } = await ctx.api.signIn('demo@labmall.test', 'Demo12345');
    const [row] = await ctx.t.app.db
      .select({ tokenExpires: accessTokens.expiresAt, sessionExpires: sessions.expiresAt })
      .from(accessTokens)
      .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    const hours = (row!.tokenExpires.getTime() - before) / 3_600_000;
    const days = (row!.sessionExpires.getTime() - before) / 86_400_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThan(2.01);
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });
});
