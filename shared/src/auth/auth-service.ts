import { apiGet, apiPost } from '@labmall/shared/api/client';
import type { ApiEnvelope, TokenEnvelope } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { appStore } from '@labmall/shared/store/app-store';
import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';
import { setCookie } from '@labmall/shared/storage/cookie-storage';
import { USER_AGREEMENT_COOKIE } from '@labmall/shared/storage/keys';
import { clearTokens, getToken, setTokens } from '@labmall/shared/auth/tokens';

export interface Credentials { account: string; password: string }
/** A staff account's second sign-in step (docs/backoffice-api.md): a TOTP code, or setting up the authenticator. */
export type SecondFactorPrompt =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUri: string };
export interface AuthResult {
  ok: boolean;
  message: string;
  /** Set when the password was right but the account is staff: ask for the code, then `completeSecondFactor`. */
  secondFactor?: SecondFactorPrompt;
  /**
   * After an enrolment: the one-time recovery codes, shown once, and `finish`, which signs in. The session is
   * held back until the codes were seen: signing in at once would send the login page home before they show.
   */
  recoveryCodes?: string[];
  finish?: () => Promise<AuthResult>;
}

type LoginEnvelope = TokenEnvelope & { data?: { secondFactor?: SecondFactorPrompt; recoveryCodes?: string[] } | null };

/** Stores the tokens of a finished sign-in and fetches the user (spec §4), so loggedIn becomes true. */
async function signedIn(body: LoginEnvelope): Promise<AuthResult> {
  setTokens(body.token!, body.refresh_token);
  const user = await fetchUser();
  return { ok: user !== null, message: body.message };
}

/** GET /api/auth/user: the user at the top level (spec §7). Sets `auth.user`, so `loggedIn` follows. */
export async function fetchUser(): Promise<AuthUser | null> {
  const { setAuthUser, setUserInfo, setApiHasAuth } = appStore.getState();
  if (!getToken()) {
    setAuthUser(null);
    return null;
  }
  try {
    const body = await apiGet<null, ApiEnvelope<null> & { user?: AuthUser }>('/api/auth/user');
    const user = body.code === 200 && body.user ? body.user : null;
    setAuthUser(user);
    setUserInfo(user);
    setApiHasAuth(user !== null);
    return user;
  } catch {
    // Spec §8: the auth module does not reset on error (a network blip is not a sign-out).
    return appStore.getState().auth.user;
  }
}

/** Spec §4: on success the token is stored and the user fetched, so loggedIn becomes true; busy meanwhile. */
export async function login(credentials: Credentials): Promise<AuthResult> {
  const { setAuthBusy } = appStore.getState();
  setAuthBusy(true);
  try {
    const body = await apiPost<unknown, LoginEnvelope>('/api/auth/login', credentials);
    if (body.code === 200 && body.data?.secondFactor) return { ok: false, message: body.message, secondFactor: body.data.secondFactor };
    if (body.code !== 200 || !body.token) return { ok: false, message: body.message };
    return await signedIn(body);
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, '') };
  } finally {
    setAuthBusy(false);
  }
}

/**
 * The staff sign-in's second step: the challenge of `login` and the authenticator's code (or a recovery code); the
 * first time also the enrolment code an admin handed over.
 */
export async function completeSecondFactor(challenge: string, code: string, enrolmentCode?: string): Promise<AuthResult> {
  const { setAuthBusy } = appStore.getState();
  setAuthBusy(true);
  try {
    const body = await apiPost<unknown, LoginEnvelope>('/api/auth/second-factor', { challenge, code, ...(enrolmentCode ? { enrolmentCode } : {}) });
    if (body.code !== 200 || !body.token) return { ok: false, message: body.message };
    const recoveryCodes = body.data?.recoveryCodes;
    if (recoveryCodes) return { ok: true, message: body.message, recoveryCodes, finish: () => signedIn(body) };
    return await signedIn(body);
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, '') };
  } finally {
    setAuthBusy(false);
  }
}

/** Registration, then sign-in with the same credentials; the agreement is remembered in its cookie. */
export async function register(credentials: Credentials): Promise<AuthResult> {
  try {
    const body = await apiPost<null>('/api/auth/register', { ...credentials, agreement: true });
    if (body.code !== 200) return { ok: false, message: body.message };
    setCookie(USER_AGREEMENT_COOKIE, '1');
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, '') };
  }
  return login(credentials);
}

/** Spec §4: tells the server (a failure is ignored), then clears user, token and refresh token. */
export async function logout(): Promise<void> {
  if (getToken()) await apiPost('/api/auth/logout').catch(() => undefined);
  clearTokens();
  const { setAuthUser, setUserInfo, setApiHasAuth } = appStore.getState();
  setAuthUser(null);
  setUserInfo(null);
  setApiHasAuth(false);
}
