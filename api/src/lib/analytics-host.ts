import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The Host header is client input: only a plain host name or IP literal goes into URLs we hand out. */
function safeHostname(request: FastifyRequest): string {
  const host = request.hostname;
  return /^[A-Za-z0-9.-]{1,253}$/.test(host) || /^\[[0-9A-Fa-f:.]+\]$/.test(host) ? host : 'localhost';
}

/**
 * Where browsers send analytics: ANALYTICS_URL when set, otherwise the collector's port on the host the
 * shopper used (so it works on localhost and on a LAN address alike); '' when the collector is off.
 * Plain http: behind TLS, set ANALYTICS_URL to the proxied https address.
 */
export function analyticsHostFor(config: Config, request: FastifyRequest): string {
  if (config.analyticsUrl) return config.analyticsUrl;
  return config.analyticsPort ? `http://${safeHostname(request)}:${config.analyticsPort}/collect` : '';
}
