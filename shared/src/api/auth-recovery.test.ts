import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, apiGet } from './client';
import { REFRESH_PATH } from './auth-recovery';
import { createFakeAdapter, sentBody, type FakeReply } from './test-adapter';
import { clearTokens, getRefreshToken, getToken, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';

const OK = { code: 200, message: 'ok', data: 'secret' };
const UNAUTHORIZED = { code: 401, message: 'unauthorized', data: null };

/** A server that accepts only `Bearer <valid>` and answers the refresh call with `refreshReply`. */
function server(valid: string, refreshReply: FakeReply, unauthorized: FakeReply = { status: 401, body: UNAUTHORIZED }) {
  const fake = createFakeAdapter(async (config: InternalAxiosRequestConfig) => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // answers arrive later, so requests overlap
    if (config.url === REFRESH_PATH) return refreshReply;
    return config.headers.get('Authorization') === `Bearer ${valid}` ? { body: OK } : unauthorized;
  });
  apiClient.defaults.adapter = fake.adapter;
  const refreshCalls = () => fake.requests.filter((r) => r.url === REFRESH_PATH);
  return { ...fake, refreshCalls };
}

beforeEach(() => {
  setTokens('old', 'refresh-1');
  appStore.getState().setAuthUser({ name: 'Ada' });
  appStore.getState().setLoginDialogVisible(false);
});
afterEach(() => {
  clearTokens();
  apiClient.defaults.adapter = undefined;
});

function expectLoggedOutLocally() {
  expect(getToken()).toBeUndefined();
  expect(getRefreshToken()).toBeUndefined();
  expect(appStore.getState().auth.user).toBeNull();
  expect(appStore.getState().global.loginDialogVisible).toBe(true);
}

describe('401 handling (DESIGN §4)', () => {
  it('refreshes once, stores the new tokens and retries the request', async () => {
    const s = server('new', { body: { code: 200, message: 'ok', data: null, token: 'new', refresh_token: 'refresh-2' } });
    await expect(apiGet('/api/auth/user')).resolves.toEqual(OK);
    expect(s.refreshCalls()).toHaveLength(1);
    expect(sentBody(s.refreshCalls()[0]!)).toEqual({ refresh_token: 'refresh-1' });
    expect(getToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(appStore.getState().global.loginDialogVisible).toBe(false);
  });

  it('also reacts to a 401 body code on an HTTP 200 answer', async () => {
    const s = server('new', { body: { code: 200, message: 'ok', data: null, token: 'new' } }, { body: UNAUTHORIZED });
    await expect(apiGet('/x')).resolves.toEqual(OK);
    expect(s.refreshCalls()).toHaveLength(1);
  });

  it('lets concurrent 401s share one refresh', async () => {
    const s = server('new', { body: { code: 200, message: 'ok', data: null, token: 'new', refresh_token: 'refresh-2' } });
    const results = await Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    expect(results).toEqual([OK, OK, OK]);
    expect(s.refreshCalls()).toHaveLength(1);
  });

  it('logs out locally and resolves with the 401 body when the refresh fails', async () => {
    const s = server('new', { status: 401, body: UNAUTHORIZED });
    await expect(apiGet('/x')).resolves.toEqual(UNAUTHORIZED);
    expect(s.refreshCalls()).toHaveLength(1); // the refresh's own 401 started no second refresh
    expectLoggedOutLocally();
  });

  it('logs out locally when the refresh hits a network error', async () => {
    server('new', 'network');
    await expect(apiGet('/x')).resolves.toEqual(UNAUTHORIZED);
    expectLoggedOutLocally();
  });

  it('does not call refresh without a refresh token', async () => {
    clearTokens();
    setTokens('old');
    const s = server('new', { body: { code: 200, message: 'ok', data: null, token: 'new' } });
    await expect(apiGet('/x')).resolves.toEqual(UNAUTHORIZED);
    expect(s.refreshCalls()).toHaveLength(0);
    expectLoggedOutLocally();
  });

  it('retries only once: a 401 on the retry ends the session without another refresh', async () => {
    const s = server('never', { body: { code: 200, message: 'ok', data: null, token: 'new', refresh_token: 'refresh-2' } });
    await expect(apiGet('/x')).resolves.toEqual(UNAUTHORIZED);
    expect(s.refreshCalls()).toHaveLength(1);
    expect(s.requests).toHaveLength(3); // original, refresh, one retry
    expectLoggedOutLocally();
  });

  it('still rejects an HTTP 401 without a 401 body once recovery failed (spec §8)', async () => {
    server('new', 'network', { status: 401, body: 'Unauthorized' });
    await expect(apiGet('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expectLoggedOutLocally();
  });
});
