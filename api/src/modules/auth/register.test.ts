import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { useAuthApp, uniqueEmail } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';

// Many sign-ins from one test address: the address limit is the throttle tests' business.
const env = { REGISTER_MAX_PER_IP: '100000' };

describe.each(drivers)('POST /api/auth/register on %s', (driver) => {
  const ctx = useAuthApp(driver, env);

  const userCount = async () => (await ctx.t.app.db.select({ n: count() }).from(users))[0]!.n;
  const REGISTERED = { code: 200, message: 'If this account can be registered, it now is; please sign in', data: null };

  it('registers an email account that can then sign in, as a plain user with a masked name', async () => {
    const account = uniqueEmail('alice');
    const res = await ctx.api.register({ account, password: 'Secret123', agreement: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REGISTERED);

    const { token } = await ctx.api.signIn(account, 'Secret123');
    const me = await ctx.api.user(token);
    expect(me.json()).toEqual({
      code: 200,
      message: 'ok',
      data: null,
      user: { id: expect.any(Number), account: `al***${account.slice(account.indexOf('@'))}`, nickname: 'al***', scope: ['user'] },
    });
  });

  it('registers a mainland mobile number and masks it', async () => {
    const res = await ctx.api.register({ account: '13812345678', password: 'Secret123', agreement: true });
    expect(res.json()).toEqual(REGISTERED);
    const me = (await ctx.api.user((await ctx.api.signIn('13812345678', 'Secret123')).token)).json<{ user: unknown }>().user;
    expect(me).toMatchObject({ account: '138****5678', nickname: '138****5678', scope: ['user'] });
  });

  it('answers an existing account exactly like a new one, and keeps its password', async () => {
    const account = uniqueEmail('taken');
    const first = await ctx.api.register({ account, password: 'Original1', agreement: true });
    const again = await ctx.api.register({ account: account.toUpperCase(), password: 'Hijacked1', agreement: true });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await ctx.api.login(account, 'Hijacked1')).statusCode).toBe(400);
    expect((await ctx.api.login(account, 'Original1')).statusCode).toBe(200);
  });

  it('stores emails lower-case, so sign-in ignores their case', async () => {
    const account = uniqueEmail('MiXeD');
    await ctx.api.register({ account: `  ${account}  `, password: 'Secret123', agreement: true });
    expect((await ctx.api.login(account.toUpperCase(), 'Secret123')).statusCode).toBe(200);
    const [row] = await ctx.t.app.db.select({ account: users.account }).from(users).where(eq(users.account, account.toLowerCase()));
    expect(row?.account).toBe(account.toLowerCase());
  });

  it.each([
    [{ password: 'Short1' }, 'en', 'Field "password" must have at least 8 characters'],
    [{ password: `A1${'x'.repeat(63)}` }, 'en', 'Field "password" must have at most 64 characters'],
    [{ password: 'lettersonly' }, 'en', 'Field "password" must contain at least one letter and one digit'],
    [{ password: '1234567890' }, 'zh', '字段 password 须包含至少一个字母和一个数字'],
    [{ password: 'lettersonly' }, 'ja', '項目 password には英字と数字をそれぞれ1文字以上含めてください'],
    [{ password: 'lettersonly' }, 'ko', '항목 password에는 영문자와 숫자가 각각 하나 이상 있어야 합니다'],
    [{ account: '12345678901' }, 'en', 'Field "account" must be an email address or a mainland China mobile number'],
    [{ account: 'not-an-email' }, 'zh', '字段 account 应为邮箱地址或中国大陆手机号'],
    [{ agreement: false }, 'en', 'Please read and accept the registration agreement (field "agreement")'],
    [{ agreement: 'yes' }, 'en', 'Field "agreement" must be true or false'],
    [{ agreement: undefined }, 'en', 'Missing required field "agreement"'],
  ])('rejects %j (%s) with 400 "%s" and stores nothing', async (change, language, message) => {
    const before = await userCount();
    const body = { account: uniqueEmail(), password: 'Secret123', agreement: true, ...change };
    const res = await ctx.api.register(body, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['role', 'admin'],
    ['points', 1_000_000],
    ['id', 1],
    ['scope', ['admin']],
  ])('refuses the field %s (400 naming it) and creates no account', async (field, value) => {
    const account = uniqueEmail('extra');
    const res = await ctx.api.register({ account, password: 'Secret123', agreement: true, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: `Unknown field "${field}"`, data: null });
    expect((await ctx.api.login(account, 'Secret123')).statusCode).toBe(400);
  });

  it.each(["' OR 1=1 --", "a@b.c'; DROP TABLE users;--", 'x@y.com" OR ""="', "1' OR '1'='1"])(
    'treats the account %j as text: refused by validation, tables intact',
    async (account) => {
      const before = await userCount();
      const res = await ctx.api.register({ account, password: 'Secret123', agreement: true });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Field "account" must be an email address or a mainland China mobile number',
      );
      expect(await userCount()).toBe(before);
      expect((await ctx.api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
    },
  );

  it("stores a valid address with quotes and dashes (o'brien--@…) as plain text", async () => {
    const account = `o'brien--${uniqueEmail()}`;
    expect((await ctx.api.register({ account, password: 'Secret123', agreement: true })).json()).toEqual(REGISTERED);
    const [row] = await ctx.t.app.db.select({ account: users.account }).from(users).where(eq(users.account, account));
    expect(row?.account).toBe(account);
    expect((await ctx.api.login(account, 'Secret123')).statusCode).toBe(200);
    expect((await ctx.api.login("o'brien--", 'Secret123')).statusCode).toBe(400);
  });

  it('has the seeded demo account', async () => {
    const me = (await ctx.api.user((await ctx.api.signIn('demo@labmall.test', 'Demo12345')).token)).json<{ user: unknown }>();
    expect(me.user).toMatchObject({ account: 'de***@labmall.test', nickname: 'de***', scope: ['user'] });
  });
});
