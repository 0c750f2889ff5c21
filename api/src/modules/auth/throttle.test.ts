import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuthApp, authRequests, expectThrottled, freshIp, uniqueEmail } from '../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

// Defaults: 5 failures per account, 20 attempts per address, per 15 minutes.
describe.each(drivers)('sign-in throttling on %s', (driver) => {
  const ctx = useAuthApp(driver);

  const failures = async (account: string, n: number, ip: string) => {
    for (let i = 0; i < n; i++) expect((await ctx.api.login(account, `Wrong${i}xyz`, { ip })).statusCode).toBe(400);
  };

  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    const me = await ctx.api.signUp('Secret123', { ip: freshIp() });
    const ip = freshIp();
    await failures(me.account, 5, ip);
    expectThrottled(await ctx.api.login(me.account, 'Secret123', { ip }));
    // from anywhere: the limit is the account's
    expectThrottled(await ctx.api.login(me.account, 'Secret123', { ip: freshIp() }));
    expectThrottled(await ctx.api.login(me.account, 'Secret123', { ip: freshIp(), language: 'ja' }), '試行回数が多すぎます。しばらくしてから再度お試しください');
    expect((await ctx.api.login('demo@labmall.test', 'Demo12345', { ip })).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way (the lock tells nothing)', async () => {
    const ip = freshIp();
    await failures(uniqueEmail('ghost'), 5, ip);
    expect((await ctx.api.login(uniqueEmail('ghost'), 'Wrong123', { ip })).statusCode).toBe(400);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const me = await ctx.api.signUp('Secret123', { ip: freshIp() });
    const ip = freshIp();
    await failures(me.account, 4, ip);
    expect((await ctx.api.login(me.account, 'Secret123', { ip })).statusCode).toBe(200);
    await failures(me.account, 4, ip);
    expect((await ctx.api.login(me.account, 'Secret123', { ip })).statusCode).toBe(200);
  });

  it('counts wrong current passwords of a password change against the account', async () => {
    const me = await ctx.api.signUp('Secret123', { ip: freshIp() });
    for (let i = 0; i < 5; i++) {
      const res = await ctx.api.changePassword(me.token, { oldPassword: `Guess${i}abc`, newPassword: 'After12345' });
      expect(res.statusCode).toBe(400);
    }
    expectThrottled(await ctx.api.changePassword(me.token, { oldPassword: 'Secret123', newPassword: 'After12345' }));
  });

  it('limits one address to 20 sign-in attempts across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await ctx.api.login(uniqueEmail('spray'), 'Guess1234', { ip })).statusCode).toBe(400);
    expectThrottled(await ctx.api.login('demo@labmall.test', 'Demo12345', { ip }));
    expect((await ctx.api.login('demo@labmall.test', 'Demo12345', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is counted', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      expect((await ctx.api.login(uniqueEmail('xff'), 'Guess1234', { ip, headers })).statusCode).toBe(400);
    }
    const res = await ctx.api.login('demo@labmall.test', 'Demo12345', { ip, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expectThrottled(res);
  });

  it('limits registrations per address too (each costs an argon2 hash)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await ctx.api.register({ account: uniqueEmail('bulk'), password: 'Secret123', agreement: true }, { ip })).statusCode).toBe(200);
    }
    expectThrottled(await ctx.api.register({ account: uniqueEmail('bulk'), password: 'Secret123', agreement: true }, { ip }));
    // registering does not use up the address's sign-in attempts
    expect((await ctx.api.login('demo@labmall.test', 'Demo12345', { ip })).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { TRUST_PROXY: '127.0.0.1' } });
    api = authRequests(t.app, { ip: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('counts the client address the proxy reports', async () => {
    for (let i = 0; i < 25; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      expect((await api.login(uniqueEmail('proxied'), 'Guess1234', { headers })).statusCode).toBe(400);
    }
    const headers = { 'x-forwarded-for': '198.51.100.200' };
    for (let i = 0; i < 20; i++) await api.login(uniqueEmail('proxied'), 'Guess1234', { headers });
    expectThrottled(await api.login('demo@labmall.test', 'Demo12345', { headers }));
  });
});
