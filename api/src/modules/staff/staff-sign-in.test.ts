import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, sessions } from '../../db/schema/auth';
import { freshIp, useAuthApp } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { commandLineActor } from './audit';
import { createStaffService } from './staff-service';
import { timeStep, totpCode } from './totp';

const env = { REGISTER_MAX_PER_IP: '100000' };
type Prompt = { step: 'totp' | 'enrol'; challenge: string; secret?: string; otpauthUri?: string };

describe.each(drivers)('staff sign-in with a second factor on %s', (driver) => {
  const ctx = useAuthApp(driver, env);

  /** A registered account made staff through the service the CLI uses. */
  async function newStaff(...scope: Array<'catalogue' | 'orders' | 'admin'>) {
    const me = await ctx.api.signUp();
    const { enrolmentCode } = await createStaffService(ctx.t.app.db).grant(commandLineActor(), { account: me.account, scope });
    return { ...me, enrolmentCode: enrolmentCode! };
  }
  const prompt = async (account: string, password: string) => {
    const res = await ctx.api.login(account, password, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token?: string; data: { secondFactor: Prompt } }>();
    expect(body.token).toBeUndefined();
    return body.data.secondFactor;
  };
  const complete = (challenge: string, code: string, enrolmentCode?: string) =>
    ctx.api.send('POST', '/api/auth/second-factor', { challenge, code, ...(enrolmentCode ? { enrolmentCode } : {}) }, { ip: freshIp() });
  /** Enrols the account's authenticator; returns its secret and the recovery codes shown once. */
  async function enrol({ account, password, enrolmentCode }: { account: string; password: string; enrolmentCode: string }) {
    const first = await prompt(account, password);
    expect(first.step).toBe('enrol');
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    const res = await complete(first.challenge, totpCode(first.secret!, timeStep(Date.now())), enrolmentCode);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; refresh_token: string; data: { recoveryCodes: string[] } }>();
    expect(body.data.recoveryCodes).toHaveLength(10);
    return { secret: first.secret!, recoveryCodes: body.data.recoveryCodes, token: body.token, refreshToken: body.refresh_token };
  }

  it('gives a staff password no tokens: the first sign-in enrols an authenticator, the session may call the console', async () => {
    const me = await newStaff('admin');
    const { token } = await enrol(me);
    expect((await ctx.api.user(token)).json<{ user: { scope: string[] } }>().user.scope).toEqual(['user', 'admin']);
    expect((await ctx.api.send('GET', '/api/backoffice/staff/list', undefined, { token })).statusCode).toBe(200);
  });

  it('asks for the code next time, takes a code once, and a recovery code once', async () => {
    const me = await newStaff('catalogue');
    const { secret, recoveryCodes } = await enrol(me);
    // The enrolment used the current step: the same code cannot sign in again.
    const again = await prompt(me.account, me.password);
    expect(again).toEqual({ step: 'totp', challenge: expect.any(String) });
    const reused = await complete(again.challenge, totpCode(secret, timeStep(Date.now())));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'The code is wrong or has already been used' });
    // The next step's code (a phone clock a little ahead) works.
    expect((await complete(again.challenge, totpCode(secret, timeStep(Date.now()) + 1))).statusCode).toBe(200);

    const byRecovery = await prompt(me.account, me.password);
    expect((await complete(byRecovery.challenge, recoveryCodes[0]!.toUpperCase())).statusCode).toBe(200);
    const sameRecovery = await prompt(me.account, me.password);
    expect((await complete(sameRecovery.challenge, recoveryCodes[0]!)).statusCode).toBe(400);
  });

  it('sets an authenticator up only with the enrolment code the admin was given, which a mistyped code does not spend', async () => {
    const me = await newStaff('catalogue');
    const first = await prompt(me.account, me.password);
    const code = () => totpCode(first.secret!, timeStep(Date.now()));
    for (const enrolmentCode of [undefined, 'aaaa-bbbb-cccc']) {
      const refused = await complete(first.challenge, code(), enrolmentCode);
      expect(refused.json()).toMatchObject({ code: 400, message: 'The enrolment code is wrong or has expired: ask an admin for a new one' });
    }
    expect((await complete(first.challenge, '000000', me.enrolmentCode)).statusCode).toBe(400);
    // Three refusals end that challenge; the password again, and the enrolment code still works.
    const again = await prompt(me.account, me.password);
    const enrolled = await complete(again.challenge, totpCode(again.secret!, timeStep(Date.now())), me.enrolmentCode);
    expect(enrolled.statusCode).toBe(200);
    // Spent: resetting the authenticator is the only way to a new one, and it answers a new code.
    const admin = await staffSession(ctx.t.app, 'admin');
    const reset = await ctx.api.send('POST', '/api/backoffice/staff/reset-second-factor', { account: me.account }, { token: admin.token });
    const { enrolmentCode } = reset.json<{ data: { enrolmentCode: string } }>().data;
    expect(enrolmentCode).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await enrol({ ...me, enrolmentCode });
  });

  it('counts wrong codes per account, and a right password does not forgive them', async () => {
    const me = await newStaff('catalogue');
    const { secret } = await enrol(me);
    for (let i = 0; i < 5; i++) {
      const { challenge } = await prompt(me.account, me.password); // a fresh challenge each time
      expect((await complete(challenge, '000000')).statusCode).toBe(400);
    }
    const { challenge } = await prompt(me.account, me.password);
    const right = await complete(challenge, totpCode(secret, timeStep(Date.now()) + 1));
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends the password-only sessions of an account made staff', async () => {
    const me = await ctx.api.signUp();
    expect((await ctx.api.user(me.token)).statusCode).toBe(200);
    await createStaffService(ctx.t.app.db).grant(commandLineActor(), { account: me.account, scope: ['orders'] });
    expect((await ctx.api.user(me.token)).statusCode).toBe(401);
  });

  it('ends a challenge after three wrong codes, and a spent challenge cannot be used', async () => {
    const me = await newStaff('catalogue');
    const { secret } = await enrol(me);
    const { challenge } = await prompt(me.account, me.password);
    for (let i = 0; i < 3; i++) expect((await complete(challenge, '000000')).statusCode).toBe(400);
    const late = await complete(challenge, totpCode(secret, timeStep(Date.now()) + 1));
    expect(late.json()).toMatchObject({ code: 400, message: 'The sign-in timed out; enter your account and password again' });
    expect((await complete('x'.repeat(43), '123456')).statusCode).toBe(400);
  });

  it('keeps staff sessions short and fixed: a refresh never extends them', async () => {
    const me = await newStaff('orders');
    const { refreshToken } = await enrol(me);
    const [session] = await ctx.t.app.db.select().from(sessions).innerJoin(accessTokens, eq(accessTokens.sessionId, sessions.id))
      .where(sql`${sessions.secondFactorAt} IS NOT NULL AND ${sessions.userId} = (SELECT id FROM users WHERE account = ${me.account})`);
    const lifetime = session!.sessions.expiresAt.getTime() - session!.sessions.secondFactorAt!.getTime();
    expect(lifetime).toBe(12 * 3_600_000);
    expect(session!.access_tokens.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const refreshed = await ctx.api.refresh(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const [after] = await ctx.t.app.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, session!.sessions.id));
    expect(after!.expiresAt.getTime()).toBe(session!.sessions.expiresAt.getTime());
  });

  it('refuses every staff call without the second factor or the scope', async () => {
    const shopper = await ctx.api.signUp();
    const catalogue = await staffSession(ctx.t.app, 'catalogue');
    for (const [method, url, payload] of [
      ['GET', '/api/backoffice/staff/list', undefined],
      ['POST', '/api/backoffice/staff/grant', { account: shopper.account, scope: ['admin'] }],
      ['POST', '/api/backoffice/staff/reset-second-factor', { account: shopper.account }],
      ['GET', '/api/backoffice/audit/list', undefined],
    ] as const) {
      expect((await ctx.api.send(method, url, payload)).statusCode, url).toBe(401);
      const asShopper = await ctx.api.send(method, url, payload, { token: shopper.token });
      expect(asShopper.statusCode, url).toBe(403);
      expect(asShopper.json()).toMatchObject({ message: 'This needs a staff sign-in with an authenticator code' });
      expect((await ctx.api.send(method, url, payload, { token: catalogue.token })).statusCode, url).toBe(403);
    }
    expect((await ctx.api.user(shopper.token)).json<{ user: { scope: string[] } }>().user.scope).toEqual(['user']);
  });

  it('lets an admin grant and remove scopes, recorded in an audit log nobody can edit', async () => {
    const admin = await staffSession(ctx.t.app, 'admin');
    const colleague = await ctx.api.signUp();
    const grant = await ctx.api.send('POST', '/api/backoffice/staff/grant', { account: colleague.account, scope: ['orders', 'orders'] }, { token: admin.token });
    expect(grant.json()).toMatchObject({ code: 200, data: { scope: ['user', 'orders'] } });
    const list = await ctx.api.send('GET', `/api/backoffice/staff/list?q=${encodeURIComponent(colleague.account)}`, undefined, { token: admin.token });
    expect(list.json()).toMatchObject({ data: { total: 1, items: [{ account: colleague.account, scope: ['user', 'orders'], secondFactor: false }] } });
    expect((await ctx.api.send('POST', '/api/backoffice/staff/grant', { account: colleague.account, scope: ['owner'] }, { token: admin.token })).statusCode).toBe(400);
    expect((await ctx.api.send('POST', '/api/backoffice/staff/grant', { account: 'nobody@lab.example', scope: [] }, { token: admin.token })).statusCode).toBe(404);

    // Removed: the password-only session the colleague had keeps shopping, the staff scope is gone.
    await ctx.api.send('POST', '/api/backoffice/staff/grant', { account: colleague.account, scope: [] }, { token: admin.token });
    const audit = await ctx.api.send('GET', `/api/backoffice/audit/list?entity=user&actor=${encodeURIComponent(admin.account)}`, undefined, { token: admin.token });
    const items = audit.json<{ data: { items: Array<{ action: string; before: unknown; after: unknown }> } }>().data.items;
    expect(items.map((item) => item.action)).toEqual(['staff.scope', 'staff.scope']);
    expect(items[0]).toMatchObject({ before: { scope: ['user', 'orders'] }, after: { scope: ['user'] } });

    await expect(ctx.t.app.db.execute(sql`UPDATE staff_audit_log SET action = 'forged'`)).rejects.toThrow();
    await expect(ctx.t.app.db.execute(sql`DELETE FROM staff_audit_log`)).rejects.toThrow();
  });

  it('never removes the last admin', async () => {
    // Every other admin of this file's database gives the scope up first, so `only` is the last one.
    await ctx.t.app.db.execute(sql`UPDATE users SET scope = '["user"]'::jsonb WHERE scope ? 'admin'`);
    const only = await newStaff('admin');
    const service = createStaffService(ctx.t.app.db);
    await expect(service.grant(commandLineActor(), { account: only.account, scope: ['catalogue'] })).rejects.toMatchObject({ key: 'lastAdmin' });
    const second = await newStaff('admin');
    await expect(service.grant(commandLineActor(), { account: only.account, scope: [] })).resolves.toMatchObject({ scope: ['user'] });
    await expect(service.grant(commandLineActor(), { account: second.account, scope: [] })).rejects.toMatchObject({ key: 'lastAdmin' });
  });
});
