import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { clearTokens, getRefreshToken, getToken, setTokens } from './tokens';
import { completeSecondFactor, fetchUser, login, logout, register } from './auth-service';

const USER = { id: 7, nickname: 'Ada', scope: ['user'] };

function fakeServer(routes: Record<string, { status?: number; body: unknown } | 'network'>) {
  const fake = createFakeAdapter((config) => routes[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'not found', data: null } });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  clearTokens();
  appStore.getState().setAuthUser(null);
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  Cookies.remove('user_agreement', { path: '/' });
});

describe('auth service (spec §4)', () => {
  it('login stores both tokens, fetches the user and so becomes logged in; busy only meanwhile', async () => {
    const busy: boolean[] = [];
    const unsubscribe = appStore.subscribe((s) => busy.push(s.auth.busy));
    fakeServer({
      '/api/auth/login': { body: { code: 200, message: 'ok', data: null, token: 't1', refresh_token: 'r1' } },
      '/api/auth/user': { body: { code: 200, message: 'ok', data: null, user: USER } },
    });
    const result = await login({ account: 'ada@lab.test', password: 'Secret123' });
    unsubscribe();
    expect(result.ok).toBe(true);
    expect(getToken()).toBe('t1');
    expect(getRefreshToken()).toBe('r1');
    expect(appStore.getState().auth).toMatchObject({ loggedIn: true, user: USER, busy: false });
    expect(busy).toContain(true);
  });

  it('a staff password gets no tokens but the second step; the code then signs in and hands back the recovery codes', async () => {
    const prompt = { step: 'enrol', challenge: 'c'.repeat(43), secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/LabMall:a?secret=JBSWY3DPEHPK3PXP' };
    const fake = fakeServer({
      '/api/auth/login': { body: { code: 200, message: 'Enter the code', data: { secondFactor: prompt } } },
      '/api/auth/second-factor': { body: { code: 200, message: 'ok', data: { recoveryCodes: ['abcd-efgh-jkmn'] }, token: 't2', refresh_token: 'r2' } },
      '/api/auth/user': { body: { code: 200, message: 'ok', data: null, user: { ...USER, scope: ['user', 'catalogue'] } } },
    });
    const first = await login({ account: 'staff@lab.test', password: 'Secret123' });
    expect(first).toEqual({ ok: false, message: 'Enter the code', secondFactor: prompt });
    expect(getToken()).toBeUndefined();
    const second = await completeSecondFactor(prompt.challenge, '123456');
    expect(second).toMatchObject({ ok: true, recoveryCodes: ['abcd-efgh-jkmn'] });
    expect(sentBody(fake.requests.at(-1)!)).toEqual({ challenge: prompt.challenge, code: '123456' });
    // Held back until the codes were seen, so the login page does not leave before they show.
    expect(getToken()).toBeUndefined();
    expect(await second.finish!()).toEqual({ ok: true, message: 'ok' });
    expect(getToken()).toBe('t2');
    expect(appStore.getState().auth.loggedIn).toBe(true);
  });

  it('a refused login keeps the visitor logged out and returns the server message', async () => {
    fakeServer({ '/api/auth/login': { status: 400, body: { code: 400, message: 'Account or password is incorrect', data: null } } });
    const result = await login({ account: 'ada@lab.test', password: 'wrong' });
    expect(result).toEqual({ ok: false, message: 'Account or password is incorrect' });
    expect(getToken()).toBeUndefined();
    expect(appStore.getState().auth.loggedIn).toBe(false);
  });

  it('register accepts the agreement, remembers it in its cookie, then signs in', async () => {
    const fake = fakeServer({
      '/api/auth/register': { body: { code: 200, message: 'ok', data: null } },
      '/api/auth/login': { body: { code: 200, message: 'ok', data: null, token: 't2', refresh_token: 'r2' } },
      '/api/auth/user': { body: { code: 200, message: 'ok', data: null, user: USER } },
    });
    expect((await register({ account: '13800138000', password: 'Secret123' })).ok).toBe(true);
    expect(sentBody(fake.requests[0]!)).toEqual({ account: '13800138000', password: 'Secret123', agreement: true });
    expect(Cookies.get('user_agreement')).toBe('1');
    expect(appStore.getState().auth.loggedIn).toBe(true);
  });

  it('logout calls the server, ignores its failure, and clears user, token and refresh token', async () => {
    setTokens('t3', 'r3');
    appStore.getState().setAuthUser(USER);
    const fake = fakeServer({ '/api/auth/logout': 'network' });
    await logout();
    expect(fake.requests.map((r) => r.url)).toEqual(['/api/auth/logout']);
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(appStore.getState().auth).toMatchObject({ user: null, loggedIn: false });
  });

  it('fetchUser keeps the user on a network error (the auth module does not reset on error)', async () => {
    setTokens('t4', 'r4');
    appStore.getState().setAuthUser(USER);
    fakeServer({ '/api/auth/user': 'network' });
    expect(await fetchUser()).toEqual(USER);
    expect(appStore.getState().auth.loggedIn).toBe(true);
  });
});
