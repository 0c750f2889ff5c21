import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { analyticsHostFor } from '../lib/analytics-host';

const originOf = (url: string): string | undefined => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);

type Directives = Record<string, string[]>;

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');

/**
 * Helmet's headers with a strict CSP (DESIGN §4: tokens live in script-readable cookies, so no inline or
 * foreign script may run). The analytics collector's origin depends on the host the shopper used
 * (/config.json), so the policy differs per host; it is built once per origin (helmet would rebuild it on
 * every request, about a tenth of a cached API answer's cost) and kept in a small bounded map.
 */
async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  const withAnalytics = Boolean(config.analyticsUrl || config.analyticsPort);
  // Translations and the API may live on other hosts (FILE_HOST, SHOP_HOST): the browser fetches them.
  const apiOrigins = [...new Set([originOf(config.fileHost), originOf(config.shopHost)].filter((o): o is string => !!o))];
  const policyFor = (analytics: string[]): string =>
    serialize({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...analytics],
      connectSrc: ["'self'", ...analytics, ...apiOrigins],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    });
  // Keyed by the Host-derived origin: bounded, so odd Host headers cannot grow it without limit.
  const policies = new Map<string, string>();
  const policyForRequest = (origin: string | undefined): string => {
    const key = origin ?? '';
    let policy = policies.get(key);
    if (policy === undefined) {
      if (policies.size >= 32) policies.clear();
      policy = policyFor(withAnalytics && origin ? [origin] : []);
      policies.set(key, policy);
    }
    return policy;
  };

  // No helmet CSP: its defaults would add upgrade-insecure-requests, which breaks a plain-http shop.
  await app.register(helmet, { global: true, contentSecurityPolicy: false });
  app.addHook('onRequest', async (request, reply) => {
    const origin = withAnalytics ? originOf(analyticsHostFor(config, request)) : undefined;
    reply.header('content-security-policy', policyForRequest(origin));
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
