import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, unguessable, safe in a header, a cookie or a URL. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so the tables alone never yield a working token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isTokenShaped = (token: string) => TOKEN.test(token);

/** The token of `Authorization: Bearer <token>` (spec §9), or undefined when absent or not one of ours. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match && isTokenShaped(match[1]!) ? match[1] : undefined;
}
