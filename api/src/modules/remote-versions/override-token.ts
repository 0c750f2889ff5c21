import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A staff override pins one remote version in one browser for testing (`npm run mf -- override-link`). The
 * token is `remote:version:expiresAt:signature`, signed with MF_OVERRIDE_SECRET so that nobody can choose a
 * version for themselves; it is checked again on every page load, and ends at `expiresAt` (Unix seconds).
 */
export interface RemoteOverride {
  remote: string;
  version: string;
  expiresAt: number;
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VERSION = /^(?!\.+$)[0-9A-Za-z.+_-]{1,64}$/;

const signature = (secret: string, { remote, version, expiresAt }: RemoteOverride) =>
  createHmac('sha256', secret).update(`mf-override:${remote}:${version}:${expiresAt}`).digest('base64url');

export function signOverride(secret: string, override: RemoteOverride): string {
  if (!NAME.test(override.remote) || !VERSION.test(override.version)) throw new Error('invalid remote or version');
  return `${override.remote}:${override.version}:${override.expiresAt}:${signature(secret, override)}`;
}

/** The override a token carries, or null when it is malformed, forged or expired. */
export function verifyOverride(secret: string, token: string, nowMs = Date.now()): RemoteOverride | null {
  const [remote = '', version = '', expires = '', given = '', ...rest] = token.split(':');
  if (rest.length || !NAME.test(remote) || !VERSION.test(version) || !/^\d{1,12}$/.test(expires)) return null;
  const override = { remote, version, expiresAt: Number(expires) };
  if (override.expiresAt * 1000 <= nowMs) return null;
  const expected = Buffer.from(signature(secret, override));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? override : null;
}
