import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';

const env = { REGISTER_MAX_PER_IP: '100000' };

describe.each(drivers)('POST /api/auth/password on %s', (driver) => {
  const ctx = useAuthApp(driver, env);

  const status = async (reply: Promise<{ statusCode: number }>) => (await reply).statusCode;

  it('sets the new password and ends every other session, keeping the current one', async () => {
    const me = await ctx.api.signUp('Before123');
    const phone = await ctx.api.signIn(me.account, 'Before123');
    const laptop = await ctx.api.signIn(me.account, 'Before123');
    const res = await ctx.api.changePassword(me.token, { oldPassword: 'Before123', newPassword: 'After12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Password changed; sign-ins on other devices have ended', data: null });

    expect(await status(ctx.api.user(me.token))).toBe(200);
    expect(await status(ctx.api.refresh(me.refresh_token))).toBe(200);
    for (const other of [phone, laptop]) {
      expect(await status(ctx.api.user(other.token))).toBe(401);
      expect(await status(ctx.api.refresh(other.refresh_token))).toBe(401);
    }
    expect(await status(ctx.api.login(me.account, 'Before123'))).toBe(400);
    expect(await status(ctx.api.login(me.account, 'After12345'))).toBe(200);
  });

  it('refuses a wrong current password (400, sessions untouched)', async () => {
    const me = await ctx.api.signUp();
    const other = await ctx.api.signIn(me.account, me.password);
    const res = await ctx.api.changePassword(me.token, { oldPassword: 'Wrong1234', newPassword: 'After12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The current password is incorrect', data: null });
    expect(await status(ctx.api.user(other.token))).toBe(200);
    expect(await status(ctx.api.login(me.account, me.password))).toBe(200);
  });

  it.each([
    [{ newPassword: 'short1' }, 'Field "newPassword" must have at least 8 characters'],
    [{ newPassword: 'noDigitsHere' }, 'Field "newPassword" must contain at least one letter and one digit'],
    [{ newPassword: 'Secret123' }, 'The new password must differ from the current one'],
    [{ userId: 1 }, 'Unknown field "userId"'],
  ])('refuses %j', async (change, message) => {
    const me = await ctx.api.signUp('Secret123');
    const res = await ctx.api.changePassword(me.token, { oldPassword: 'Secret123', newPassword: 'After12345', ...change });
    expect(res.json()).toEqual({ code: 400, message, data: null });
    expect(await status(ctx.api.login(me.account, 'Secret123'))).toBe(200);
  });

  it('needs a signed-in user, checked before the body', async () => {
    const res = await ctx.api.send('POST', '/api/auth/password', { oldPassword: 'Demo12345', newPassword: 'After12345' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
    expect(await status(ctx.api.send('POST', '/api/auth/password', { role: 'admin' }))).toBe(401);
    expect(await status(ctx.api.login('demo@labmall.test', 'Demo12345'))).toBe(200);
  });
});
