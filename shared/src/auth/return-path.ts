import { getCookie, removeCookie, setCookie } from '@labmall/shared/storage/cookie-storage';
import { AUTH_PREFIX } from '@labmall/shared/storage/keys';
import { isValidReturnPath } from '@labmall/shared/routing/return-path';

/** Where the visitor was going when sign-in interrupted them (spec §2), under the auth prefix. */
export const RETURN_PATH_KEY = `${AUTH_PREFIX}redirect`;

/** Remembers `path` only when it passes spec §5's rule and is not the login page itself. */
export function rememberReturnPath(path: string): boolean {
  const withoutLanguage = path.replace(/^\/(zh|en|jp|kr)(?=\/|$|\?|#)/, '') || '/';
  if (!isValidReturnPath(path) || /^\/login(?:[/?#]|$)/.test(withoutLanguage)) return false;
  setCookie(RETURN_PATH_KEY, path);
  return true;
}

/** After login: the remembered path (checked again, since cookies can be edited), otherwise `/`. */
export function takeReturnPath(): string {
  const path = getCookie(RETURN_PATH_KEY);
  removeCookie(RETURN_PATH_KEY);
  return path && isValidReturnPath(path) ? path : '/';
}
