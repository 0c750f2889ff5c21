import Cookies from 'js-cookie';
import { COOKIE_OPTIONS } from './keys';

/** A shop cookie (path `/`, 365 days). */
export function setCookie(key: string, value: string): void {
  Cookies.set(key, value, COOKIE_OPTIONS);
}

export function getCookie(key: string): string | undefined {
  return Cookies.get(key);
}

export function removeCookie(key: string): void {
  Cookies.remove(key, { path: COOKIE_OPTIONS.path });
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can throw in private modes; the cookie copy still works.
  }
}

/** Auth values are kept in a cookie and mirrored in localStorage (spec §3). */
export function setAuthValue(key: string, value: string): void {
  setCookie(key, value);
  localStorageOrNull()?.setItem(key, value);
}

/** The cookie wins; localStorage is the fallback when cookies were cleared but storage was not. */
export function getAuthValue(key: string): string | undefined {
  return getCookie(key) ?? localStorageOrNull()?.getItem(key) ?? undefined;
}

export function removeAuthValue(key: string): void {
  removeCookie(key);
  localStorageOrNull()?.removeItem(key);
}
