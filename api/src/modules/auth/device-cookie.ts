import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from '../../plugins/static/ssr/cookies';

/** A browser keeps its proof of an earlier sign-in for half a year after its latest one. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 86_400;

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a successful sign-in leaves
 * the browser a cookie for that account, `<nonce>.<HMAC(key, account.nonce)>`. A sign-in that presents a valid
 * one is throttled by that cookie's own failures, not the account's, so a stranger's wrong guesses cannot keep
 * the owner out. The cookie's name is keyed too, so it does not show the account.
 */
export function createDeviceCookies(key: string) {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const nameOf = (account: string) => `lm_device_${mac(`name:${account}`).slice(0, 16)}`;

  return {
    /** The nonce of the account's valid device cookie in `cookieHeader`, or undefined. */
    verify(account: string, cookieHeader: string | undefined): string | undefined {
      const value = parseCookies(cookieHeader)[nameOf(account)];
      const [nonce, signature, ...rest] = (value ?? '').split('.');
      if (!nonce || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
      const expected = Buffer.from(mac(`${account}.${nonce}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },

    /** A fresh cookie for `account` (a new nonce at each sign-in), as a Set-Cookie value. */
    issue(account: string, secure: boolean): string {
      const nonce = randomBytes(16).toString('base64url');
      const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
      return [`${nameOf(account)}=${nonce}.${mac(`${account}.${nonce}`)}`, ...attributes].join('; ');
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
