import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/password-resets';
import { hashToken } from '../auth/tokens';
import { freshIp, useAuthApp, type Envelope } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { latestResetToken, resetMailCount, setUser } from './password-reset-kit';
import { REQUEST_FLOOR_MS } from './service';

const SENT = 'If this e-mail address has an account, we have sent it a link to set a new password; it works for 30 minutes. Check your spam folder if nothing arrives.';
const INVALID = { code: 400, message: 'This link is not valid (any more): a link works once, for 30 minutes, and only the newest one sent. Please ask for a new one', data: null };

describe.each(drivers)('password reset on %s', (driver) => {
  const ctx = useAuthApp(driver, { MAIL_WORKER: 'off' });
  const ask = (account: string, ip = freshIp()) => ctx.api.send('POST', '/api/auth/password-reset', { account }, { ip });
  const confirm = (token: string, password: string, ip = freshIp()) => ctx.api.send('POST', '/api/auth/password-reset/confirm', { token, password }, { ip });
  const tokenFor = async (account: string) => {
    expect((await ask(account)).statusCode).toBe(200);
    const token = await latestResetToken(ctx.t.app.db, account);
    if (!token) throw new Error(`no reset mail for ${account}`);
    return token;
  };

  it('answers an existing and an unknown account alike (status, body, time) and mails only the existing one', async () => {
    const me = await ctx.api.signUp();
    const unknown = `nobody.${me.account}`;
    const timed = async (account: string) => {
      const started = performance.now();
      const res = await ask(account);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(me.account);
    const missing = await timed(unknown);
    expect(known.res.statusCode).toBe(200);
    expect(missing.res.statusCode).toBe(200);
    expect(missing.res.body).toBe(known.res.body);
    expect(known.res.json()).toEqual({ code: 200, message: SENT, data: { channel: 'email' } });
    // Both wait for the floor, which covers the token and mail written for the real account. (How close the two
    // times are depends on the machine's load, so it is not asserted: a test never asserts a speed.)
    for (const { ms } of [known, missing]) expect(ms).toBeGreaterThanOrEqual(REQUEST_FLOOR_MS - 5);
    expect(await resetMailCount(ctx.t.app.db, me.account)).toBe(1);
    expect(await resetMailCount(ctx.t.app.db, unknown)).toBe(0);
  });

  it('stores the token hashed only, sets the new password by sign-up rules and ends every session', async () => {
    const me = await ctx.api.signUp();
    const otherDevice = await ctx.api.signIn(me.account, me.password);
    const token = await tokenFor(me.account);
    const stored = await ctx.t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await confirm(token, 'onlyletters');
    expect(weak.statusCode).toBe(400);
    const done = await confirm(token, 'NewSecret456');
    expect(done.statusCode).toBe(200);
    const body = done.json<Envelope>();
    expect(body).toMatchObject({ code: 200, message: 'Your new password is set; sign-ins on other devices have ended', data: { signIn: false } });
    expect((await ctx.api.user(body.token)).statusCode).toBe(200);
    expect((await ctx.api.user(me.token)).statusCode).toBe(401);
    expect((await ctx.api.user(otherDevice.token)).statusCode).toBe(401);
    expect((await ctx.api.login(me.account, me.password, { ip: freshIp() })).statusCode).toBe(400);
    expect((await ctx.api.login(me.account, 'NewSecret456', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('forgives the failed sign-ins of the account: the owner with a new password is not kept waiting', async () => {
    const me = await ctx.api.signUp();
    for (let i = 0; i < 6; i += 1) await ctx.api.login(me.account, 'WrongGuess123', { ip: freshIp() });
    expect((await ctx.api.login(me.account, me.password, { ip: freshIp() })).statusCode).toBe(429);
    expect((await confirm(await tokenFor(me.account), 'NewSecret456')).statusCode).toBe(200);
    expect((await ctx.api.login(me.account, 'NewSecret456', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('works once', async () => {
    const me = await ctx.api.signUp();
    const token = await tokenFor(me.account);
    expect((await confirm(token, 'NewSecret456')).statusCode).toBe(200);
    const again = await confirm(token, 'Another789x');
    expect(again.json()).toEqual(INVALID);
    expect((await ctx.api.login(me.account, 'NewSecret456', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const me = await ctx.api.signUp();
    const token = await tokenFor(me.account);
    const byHash = eq(passwordResetTokens.tokenHash, hashToken(token));
    const [row] = await ctx.t.app.db.select().from(passwordResetTokens).where(byHash);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    // Half a minute past its 30 minutes:
    await ctx.t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 30_000) }).where(byHash);
    expect((await confirm(token, 'NewSecret456')).json()).toEqual(INVALID);
    expect((await ctx.api.login(me.account, me.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('accepts only the newest link', async () => {
    const me = await ctx.api.signUp();
    const first = await tokenFor(me.account);
    const second = await tokenFor(me.account);
    expect(first).not.toBe(second);
    expect((await confirm(first, 'NewSecret456')).json()).toEqual(INVALID);
    expect((await confirm(second, 'NewSecret456')).statusCode).toBe(200);
  });

  it('lets exactly one of two confirms at the same moment through', async () => {
    const me = await ctx.api.signUp();
    const token = await tokenFor(me.account);
    const replies = await Promise.all([confirm(token, 'FirstPass111'), confirm(token, 'SecondPass222')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = replies[0]!.statusCode === 200 ? 'FirstPass111' : 'SecondPass222';
    expect((await ctx.api.login(me.account, winner, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses a made-up token like a spent one', async () => {
    expect((await confirm('x'.repeat(43), 'NewSecret456')).json()).toEqual(INVALID);
    expect((await confirm('short', 'NewSecret456')).json()).toEqual(INVALID);
  });

  it('says no text message can be sent for a mobile number, whether it exists or not, and mails its contact e-mail if any', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    expect((await ctx.api.register({ account: mobile, password: 'Secret123', agreement: true })).statusCode).toBe(200);
    const known = await ask(mobile);
    const unknown = await ask('13000000001');
    expect(known.json()).toMatchObject({ code: 200, data: { channel: 'mobile' } });
    expect(known.json<Envelope>().message).toMatch(/cannot send text messages/);
    expect(unknown.body).toBe(known.body);
    const contact = `contact.${mobile}@lab.example`;
    await setUser(ctx.t.app.db, mobile, { contactEmail: contact });
    expect((await ask(mobile)).body).toBe(known.body);
    expect(await resetMailCount(ctx.t.app.db, contact)).toBe(1);
  });

  it('sends a staff account to sign in again (second factor) instead of handing out tokens', async () => {
    const me = await ctx.api.signUp();
    await setUser(ctx.t.app.db, me.account, { scope: ['user', 'orders'] });
    const res = await confirm(await tokenFor(me.account), 'NewSecret456');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Your new password is set; sign-ins on other devices have ended', data: { signIn: true } });
  });

  it('sends at most three mails per account in 15 minutes, with the same answer', async () => {
    const me = await ctx.api.signUp();
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await ask(me.account)).body);
    expect(new Set(replies).size).toBe(1);
    expect(await resetMailCount(ctx.t.app.db, me.account)).toBe(3);
  });
});
