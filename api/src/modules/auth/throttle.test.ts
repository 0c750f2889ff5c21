import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests, deviceCookieOf, expectDelayed, expectThrottled, freshIp, testClock, uniqueEmail } from '../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

// Defaults: 5 free failures per account, then waits of 1 s, 2 s, 4 s … up to 5 minutes; per address, 20 failed
// accounts or 50 failures per 15 minutes before it waits the same way. docs/security.md says why.
describe.each(drivers)('sign-in throttling on %s', (driver) => {
  const clock = testClock();
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  beforeAll(async () => {
    t = await buildTestApp(driver, { now: clock.now });
    api = authRequests(t.app);
  });
  afterAll(() => t?.close());

  const wrong = async (account: string, n: number, options: { ip: string; headers?: Record<string, string> }) => {
    for (let i = 0; i < n; i++) expect((await api.login(account, `Wrong${i}xyz`, options)).statusCode).toBe(400);
  };
  /** Accounts registered from addresses of their own (registration is limited per address). */
  const accounts = async (n: number) => Promise.all(Array.from({ length: n }, () => api.signUp('Secret123', { ip: freshIp() })));

  it('20 researchers behind one address all sign in, each after one typo', async () => {
    const lab = await accounts(20);
    const ip = freshIp();
    for (const me of lab) {
      expect((await api.login(me.account, 'Secret12', { ip })).statusCode).toBe(400);
      expect((await api.login(me.account, 'Secret123', { ip })).statusCode).toBe(200);
    }
    for (const me of lab) expect((await api.login(me.account, 'Secret123', { ip })).statusCode).toBe(200); // successes never count
  });

  it('5 wrong passwords do not keep the owner out: a browser that signed in before gets in at once', async () => {
    const me = await api.signUp('Secret123', { ip: freshIp() });
    const home = freshIp();
    const cookie = deviceCookieOf(await api.login(me.account, 'Secret123', { ip: home }));
    const attacker = freshIp();
    await wrong(me.account, 5, { ip: attacker });
    expectDelayed(await api.login(me.account, 'Guess1234', { ip: attacker }), 1);
    expect((await api.login(me.account, 'Secret123', { ip: home, headers: { cookie } })).statusCode).toBe(200);
  });

  it('without the device cookie the owner gets in after the short delay, told how long in their language', async () => {
    const me = await api.signUp('Secret123', { ip: freshIp() });
    await wrong(me.account, 5, { ip: freshIp() });
    const ip = freshIp();
    expectDelayed(await api.login(me.account, 'Secret123', { ip, language: 'ja' }), 1, '試行回数が多すぎます。しばらくしてから再度お試しください');
    clock.advance(1000);
    expect((await api.login(me.account, 'Secret123', { ip })).statusCode).toBe(200);
  });

  it('doubles the wait with every further failure, up to 5 minutes, and never locks the account', async () => {
    const account = uniqueEmail('target');
    const ip = freshIp();
    await wrong(account, 5, { ip });
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const refused = await api.login(account, 'Guess1234', { ip });
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      clock.advance(waits.at(-1)! * 1000);
      expect((await api.login(account, 'Guess1234', { ip })).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
  });

  it('parallel guesses get one turn per wait', async () => {
    const account = uniqueEmail('parallel');
    const ip = freshIp();
    await wrong(account, 5, { ip });
    clock.advance(1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.login(account, 'Guess1234', { ip })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([400, ...Array<number>(9).fill(429)]);
  });

  it('wrong passwords sent with the device cookie slow that browser only', async () => {
    const me = await api.signUp('Secret123', { ip: freshIp() });
    const ip = freshIp();
    const cookie = deviceCookieOf(await api.login(me.account, 'Secret123', { ip }));
    await wrong(me.account, 5, { ip, headers: { cookie } });
    expectDelayed(await api.login(me.account, 'Secret123', { ip, headers: { cookie } }), 1);
    expect((await api.login(me.account, 'Secret123', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('ignores a device cookie of another account, or one that was tampered with', async () => {
    const [me, other] = await accounts(2);
    const ip = freshIp();
    const otherCookie = deviceCookieOf(await api.login(other!.account, 'Secret123', { ip }));
    const mine = deviceCookieOf(await api.login(me!.account, 'Secret123', { ip }));
    await wrong(me!.account, 5, { ip: freshIp() });
    const [name, value] = mine.split('=');
    const tampered = `${name}=${value!.slice(0, -2)}${value!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [otherCookie, tampered, `${otherCookie.split('=')[0]}=${value}`]) {
      expectDelayed(await api.login(me!.account, 'Secret123', { ip, headers: { cookie } }), 1);
    }
  });

  it('100 accounts sprayed from one address: 21 are tried, then the address waits; its known browsers do not', async () => {
    const [researcher] = await accounts(1);
    const ip = freshIp();
    const cookie = deviceCookieOf(await api.login(researcher!.account, 'Secret123', { ip }));
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await api.login(uniqueEmail('spray'), 'Spring2025!', { ip })).statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(21);
    expect(statuses.slice(21).every((s) => s === 429)).toBe(true);
    expectDelayed(await api.login(uniqueEmail('spray'), 'Spring2025!', { ip }), 1);
    clock.advance(1000);
    expect((await api.login(uniqueEmail('spray'), 'Spring2025!', { ip })).statusCode).toBe(400);
    expectDelayed(await api.login(uniqueEmail('spray'), 'Spring2025!', { ip }), 2);
    expect((await api.login(researcher!.account, 'Secret123', { ip, headers: { cookie } })).statusCode).toBe(200);
    expect((await api.login('demo@labmall.test', 'Demo12345', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('more than 50 failures from one address on a few accounts (credential stuffing) make the address wait', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await wrong(uniqueEmail('stuffed'), 5, { ip });
    await wrong(uniqueEmail('stuffed'), 1, { ip });
    expectDelayed(await api.login(uniqueEmail('stuffed'), 'Guess1234', { ip }), 1);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is counted', async () => {
    const ip = freshIp();
    for (let i = 0; i < 21; i++) await wrong(uniqueEmail('xff'), 1, { ip, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
    expectDelayed(await api.login('demo@labmall.test', 'Demo12345', { ip, headers: { 'x-forwarded-for': '198.51.100.99' } }), 1);
  });

  it('counts wrong current passwords of a password change against the account', async () => {
    const me = await api.signUp('Secret123', { ip: freshIp() });
    for (let i = 0; i < 5; i++) {
      const res = await api.changePassword(me.token, { oldPassword: `Guess${i}abc`, newPassword: 'After12345' }, { ip: freshIp() });
      expect(res.statusCode).toBe(400);
    }
    expectDelayed(await api.changePassword(me.token, { oldPassword: 'Secret123', newPassword: 'After12345' }), 1);
    clock.advance(1000);
    expect((await api.changePassword(me.token, { oldPassword: 'Secret123', newPassword: 'After12345' })).statusCode).toBe(200);
  });

  it('limits registrations per address (each costs an argon2 hash), apart from sign-ins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await api.register({ account: uniqueEmail('bulk'), password: 'Secret123', agreement: true }, { ip })).statusCode).toBe(200);
    }
    expectThrottled(await api.register({ account: uniqueEmail('bulk'), password: 'Secret123', agreement: true }, { ip }));
    expect((await api.login('demo@labmall.test', 'Demo12345', { ip })).statusCode).toBe(200);
  });

  it('sets the device cookie for the sign-in calls only, out of scripts\' reach', async () => {
    const res = await api.login('demo@labmall.test', 'Demo12345', { ip: freshIp() });
    expect(String(res.headers['set-cookie'])).toMatch(/^lm_device_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    expect(String(res.headers['set-cookie'])).not.toContain('demo');
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
    for (let i = 0; i < 21; i++) await api.login(uniqueEmail('proxied'), 'Guess1234', { headers });
    expectDelayed(await api.login('demo@labmall.test', 'Demo12345', { headers }), 1);
  });
});
