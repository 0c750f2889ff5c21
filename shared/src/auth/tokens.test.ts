import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { clearTokens, getRefreshToken, getToken, setTokens } from './tokens';
import { appStore } from '@labmall/shared/store/app-store';

afterEach(() => {
  clearTokens();
  Cookies.remove('auth.strategy', { path: '/' });
  localStorage.clear();
});

describe('auth tokens', () => {
  it('stores token, refresh token and strategy in cookies and localStorage', () => {
    setTokens('t-1', 'r-1');
    expect(Cookies.get('auth._token.local')).toBe('t-1');
    expect(Cookies.get('auth._refresh_token.local')).toBe('r-1');
    expect(Cookies.get('auth.strategy')).toBe('local');
    expect(localStorage.getItem('auth._token.local')).toBe('t-1');
    expect(localStorage.getItem('auth._refresh_token.local')).toBe('r-1');
    expect(getToken()).toBe('t-1');
    expect(getRefreshToken()).toBe('r-1');
  });

  it('mirrors the token into the store', () => {
    setTokens('t-2');
    expect(appStore.getState().user.userToken).toBe('t-2');
    clearTokens();
    expect(appStore.getState().user.userToken).toBe('');
  });

  it('keeps the old refresh token when only a token is set', () => {
    setTokens('t-1', 'r-1');
    setTokens('t-2');
    expect(getRefreshToken()).toBe('r-1');
  });

  it('falls back to localStorage when the cookie is gone', () => {
    setTokens('t-3', 'r-3');
    Cookies.remove('auth._token.local', { path: '/' });
    expect(getToken()).toBe('t-3');
  });

  it('clears both tokens everywhere', () => {
    setTokens('t-4', 'r-4');
    clearTokens();
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(localStorage.getItem('auth._token.local')).toBeNull();
    expect(Cookies.get('auth._refresh_token.local')).toBeUndefined();
  });
});
