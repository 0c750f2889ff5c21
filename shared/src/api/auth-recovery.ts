import { AxiosHeaders, isAxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { bodyCode, CODE_UNAUTHORIZED, type TokenEnvelope } from './envelope';
import { clearTokens, getRefreshToken, getToken, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the token refresh and on a retried request: a 401 there never starts another refresh. */
    skipAuthRefresh?: boolean;
  }
}

export const REFRESH_PATH = '/api/auth/refresh';

/** A 401 either as the HTTP status or as the body code (the server mirrors one in the other, proxies may not). */
export function isUnauthorized(response: AxiosResponse | undefined): boolean {
  return response?.status === CODE_UNAUTHORIZED || bodyCode(response?.data) === CODE_UNAUTHORIZED;
}

let refreshing: Promise<boolean> | null = null;

/** Refresh tokens rotate, so concurrent 401s must share one refresh: a second one would spend a dead token. */
function refreshOnce(client: AxiosInstance): Promise<boolean> {
  refreshing ??= refresh(client).finally(() => { refreshing = null; });
  return refreshing;
}

async function refresh(client: AxiosInstance): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  try {
    const { data } = await client.post<TokenEnvelope>(REFRESH_PATH, { refresh_token: refreshToken }, { skipAuthRefresh: true });
    if (bodyCode(data) === CODE_UNAUTHORIZED || typeof data.token !== 'string' || !data.token) return false;
    setTokens(data.token, data.refresh_token);
    return true;
  } catch {
    return false;
  }
}

/** DESIGN §4: the session is over; forget it here and let the user sign in again. */
function endSessionLocally(): void {
  clearTokens();
  const state = appStore.getState();
  state.setAuthUser(null);
  state.setLoginDialogVisible(true);
}

/**
 * After a 401: refresh once, then retry the request once. Resolves with the retried response, or null when
 * the session could not be recovered (the caller then settles the original 401 by spec §8). The refresh call
 * and the retry carry `skipAuthRefresh`, so neither can start another round: no loops.
 */
export async function recoverFromUnauthorized(client: AxiosInstance, config: InternalAxiosRequestConfig): Promise<AxiosResponse | null> {
  if (config.skipAuthRefresh) return null;
  // Sent before another request's refresh finished: the new token is already here, so only retry.
  const sentAuth = AxiosHeaders.from(config.headers).get('Authorization');
  const current = getToken();
  const alreadyRefreshed = current !== undefined && sentAuth !== `Bearer ${current}`;
  if (alreadyRefreshed || (await refreshOnce(client))) {
    try {
      const retried = await client.request({ ...config, skipAuthRefresh: true });
      if (!isUnauthorized(retried)) return retried;
    } catch (error) {
      if (!isAxiosError(error) || !isUnauthorized(error.response)) throw error;
    }
  }
  endSessionLocally();
  return null;
}
