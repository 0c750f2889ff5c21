import { REFRESH_TOKEN_KEY, STRATEGY_KEY, AUTH_STRATEGY, TOKEN_KEY } from '@labmall/shared/storage/keys';
import { getAuthValue, removeAuthValue, setAuthValue } from '@labmall/shared/storage/cookie-storage';
import { appStore } from '@labmall/shared/store/app-store';

/**
 * The one place that reads and writes the auth tokens (spec §3/§6, contracts: `auth._token.local`,
 * `auth._refresh_token.local`, `auth.strategy`; cookies on path `/` for 365 days, mirrored in localStorage).
 * The raw token is stored; the API client adds the `Bearer ` prefix itself.
 */
export function getToken(): string | undefined {
  return getAuthValue(TOKEN_KEY) || undefined;
}

export function getRefreshToken(): string | undefined {
  return getAuthValue(REFRESH_TOKEN_KEY) || undefined;
}

/** Stores a new token (and refresh token when the server sent one; otherwise the old one stays valid). */
export function setTokens(token: string, refreshToken?: string): void {
  setAuthValue(TOKEN_KEY, token);
  if (refreshToken) setAuthValue(REFRESH_TOKEN_KEY, refreshToken);
  setAuthValue(STRATEGY_KEY, AUTH_STRATEGY);
  // The store mirrors the token so components re-render on login without reading cookies.
  appStore.getState().setUserToken(token);
}

/** Forgets both tokens (logout, failed refresh). The strategy stays: it names the login method, not a secret. */
export function clearTokens(): void {
  removeAuthValue(TOKEN_KEY);
  removeAuthValue(REFRESH_TOKEN_KEY);
  appStore.getState().setUserToken('');
}
