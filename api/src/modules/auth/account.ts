import { z } from 'zod';

/** A mainland China mobile number (spec: login by email or phone). */
const MOBILE = /^1[3-9]\d{9}$/;
export const ACCOUNT_MAX_LENGTH = 254; // the longest usable email address (RFC 5321 path limit)

export const isMobile = (account: string) => MOBILE.test(account);
export const isAccount = (account: string) => isMobile(account) || z.regexes.email.test(account);

/** The stored form: emails are compared without case, so they are kept lower-case. */
export const normalizeAccount = (account: string) => {
  const trimmed = account.trim();
  return isMobile(trimmed) ? trimmed : trimmed.toLowerCase();
};

const maskLocalPart = (local: string) => `${local.slice(0, local.length > 3 ? 2 : 1)}***`;

/** What may be shown (header, other devices): `138****5678`, `de***@labmall.test`. */
export function maskAccount(account: string): string {
  if (isMobile(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  const at = account.lastIndexOf('@');
  return at < 0 ? maskLocalPart(account) : `${maskLocalPart(account.slice(0, at))}${account.slice(at)}`;
}

/** A new user's display name, derived from the account without revealing it: `138****5678`, `de***`. */
export function nicknameFor(account: string): string {
  if (isMobile(account)) return maskAccount(account);
  const at = account.lastIndexOf('@');
  return maskLocalPart(at < 0 ? account : account.slice(0, at));
}
