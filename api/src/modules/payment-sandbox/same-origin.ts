import type { FastifyRequest } from 'fastify';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a form post comes from a page of this site (Origin, or Referer when a browser leaves Origin out).
 * Enough for a sandbox: another site cannot make a visitor "pay" by posting the form for them.
 * `extra` is the shop's public origin (SHOP_HOST) when it differs from the Host the request came to.
 */
export function isSameOrigin(request: FastifyRequest, extra = ''): boolean {
  const allowed = [`${request.protocol}://${request.host}`, extra].filter(Boolean);
  const origin = first(request.headers.origin);
  if (origin) return allowed.includes(origin);
  const referer = first(request.headers.referer);
  return referer !== undefined && allowed.includes(originOf(referer) ?? '');
}
