import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';

const env = { REGISTER_MAX_PER_IP: '100000' };

describe.each(drivers)('logout and refresh on %s', (driver) => {
  const ctx = useAuthApp(driver, env);

  const status = async (reply: Promise<{ statusCode: number }>) => (await reply).statusCode;
  const SIGNED_OUT = { code: 200, message: 'Signed out', data: null };

  describe('POST /api/auth/logout', () => {
    it('revokes the access token at once, and the refresh token with it', async () => {
      const { token, refresh_token } = await ctx.api.signUp();
      expect(await status(ctx.api.user(token))).toBe(200);
      const res = await ctx.api.logout(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SIGNED_OUT);
      const after = await ctx.api.user(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 401 });
      expect(await status(ctx.api.refresh(refresh_token))).toBe(401);
    });

    it('ends only its own session', async () => {
      const me = await ctx.api.signUp();
      const otherDevice = await ctx.api.signIn(me.account, me.password);
      await ctx.api.logout(me.token);
      expect(await status(ctx.api.user(otherDevice.token))).toBe(200);
    });

    it('is idempotent: a second logout, or one without a token, is still a 200', async () => {
      const { token } = await ctx.api.signUp();
      expect((await ctx.api.logout(token)).json()).toEqual(SIGNED_OUT);
      expect((await ctx.api.logout(token)).json()).toEqual(SIGNED_OUT);
      expect((await ctx.api.logout(undefined)).json()).toEqual(SIGNED_OUT);
      expect((await ctx.api.logout(undefined, {})).json()).toEqual(SIGNED_OUT);
      const emptyJson = await ctx.api.send('POST', '/api/auth/logout', '', { token, headers: { 'content-type': 'application/json' } });
      expect(emptyJson.json()).toEqual(SIGNED_OUT);
    });

    it('ends the session of a refresh token sent in the body (the access token may be gone)', async () => {
      const { token, refresh_token } = await ctx.api.signUp();
      expect((await ctx.api.logout(undefined, { refresh_token })).json()).toEqual(SIGNED_OUT);
      expect(await status(ctx.api.user(token))).toBe(401);
      expect(await status(ctx.api.refresh(refresh_token))).toBe(401);
    });

    it('still parses JSON safely (a broken body is a 400)', async () => {
      const res = await ctx.api.send('POST', '/api/auth/logout', '{"refresh_token":', { headers: { 'content-type': 'application/json' } });
      expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON', data: null });
    });

    it('refuses unknown body fields', async () => {
      expect((await ctx.api.logout(undefined, { everywhere: true })).json()).toEqual({ code: 400, message: 'Unknown field "everywhere"', data: null });
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: a new pair that works, the old access token retired', async () => {
      const first = await ctx.api.signUp();
      const res = await ctx.api.refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second).toEqual({ code: 200, message: 'ok', data: null, token: expect.any(String), refresh_token: expect.any(String) });
      expect(second.token).not.toBe(first.token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(await status(ctx.api.user(second.token!))).toBe(200);
      expect(await status(ctx.api.user(first.token))).toBe(401);
      // the new refresh token rotates again
      expect(await status(ctx.api.refresh(second.refresh_token!))).toBe(200);
    });

    it('treats a used refresh token as stolen: 401, and the whole family is revoked', async () => {
      const first = await ctx.api.signUp();
      const rotated = (await ctx.api.refresh(first.refresh_token)).json();
      const reuse = await ctx.api.refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ code: 401, data: null });
      expect(await status(ctx.api.user(rotated.token!))).toBe(401);
      expect(await status(ctx.api.refresh(rotated.refresh_token!))).toBe(401);
    });

    it('does not touch the account’s other sessions when one family is revoked', async () => {
      const me = await ctx.api.signUp();
      const otherDevice = await ctx.api.signIn(me.account, me.password);
      await ctx.api.refresh(me.refresh_token);
      await ctx.api.refresh(me.refresh_token); // reuse
      expect(await status(ctx.api.user(otherDevice.token))).toBe(200);
    });

    it('lets exactly one of two simultaneous refreshes with one token succeed', async () => {
      const { refresh_token } = await ctx.api.signUp();
      const replies = await Promise.all([ctx.api.refresh(refresh_token), ctx.api.refresh(refresh_token)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      // The loser presented a spent token, which is reuse: the family is revoked, the winner's pair included.
      const winner = replies.find((r) => r.statusCode === 200)!.json();
      expect(await status(ctx.api.user(winner.token!))).toBe(401);
    });

    it.each([
      ['never issued', 'B'.repeat(43)],
      ['malformed', "' OR 1=1 --"],
    ])('refuses a refresh token %s with 401', async (_, token) => {
      const res = await ctx.api.refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    });

    it('refuses an access token in place of a refresh token', async () => {
      const { token } = await ctx.api.signUp();
      expect(await status(ctx.api.refresh(token))).toBe(401);
    });
  });
});
