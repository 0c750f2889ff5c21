import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../plugins/static/ssr/cookies';
import type { Browser } from './browser-manifest';
import { verifyOverride, type RemoteOverride } from './override-token';

/** The browser's canary id: which side of every canary it is on, for a year. */
export const CANARY_COOKIE = 'mf_canary';
/** Staff overrides: signed tokens joined by `|`. */
export const OVERRIDE_COOKIE = 'mf_override';
const CANARY_ID = /^[0-9a-f-]{36}$/;
const YEAR_S = 365 * 86_400;

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

export function cookie(request: FastifyRequest, name: string, value: string, maxAgeS: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure(request)}`;
}

export interface SignedOverride extends RemoteOverride {
  token: string;
}

/** The overrides of `|`-joined tokens that are still valid: signed by us, not expired, of a released version. */
export function validOverrides(tokens: string | undefined, secret: string, mfDir: string): SignedOverride[] {
  return (tokens ?? '')
    .split('|')
    .slice(0, 6) // one per remote
    .flatMap((token) => {
      const override = verifyOverride(secret, token);
      const released = override && existsSync(path.join(mfDir, override.remote, override.version, 'mf-manifest.json'));
      return released ? [{ ...override, token }] : [];
    });
}

/**
 * What the request says about the browser. A browser with no canary id gets one (set on the reply) when a
 * canary runs, so the manifest it is sent now and every later one agree.
 */
export function browserOf(request: FastifyRequest, reply: FastifyReply, options: { secret: string; mfDir: string; canaryRunning: boolean }): Browser {
  const cookies = parseCookies(request.headers.cookie);
  const overrides = Object.fromEntries(validOverrides(cookies[OVERRIDE_COOKIE], options.secret, options.mfDir).map((o) => [o.remote, o.version]));
  let canaryId = CANARY_ID.test(cookies[CANARY_COOKIE] ?? '') ? cookies[CANARY_COOKIE] : undefined;
  if (!canaryId && options.canaryRunning) {
    canaryId = randomUUID();
    reply.header('set-cookie', cookie(request, CANARY_COOKIE, canaryId, YEAR_S));
  }
  return { ...(canaryId ? { canaryId } : {}), overrides };
}
