import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { analyticsHostFor } from '../lib/analytics-host';

const originOf = (url: string): string | undefined => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);

/**
 * Helmet's headers with a strict CSP (DESIGN §4: tokens live in script-readable cookies, so no inline or
 * foreign script may run). The analytics collector's origin depends on the host the shopper used
 * (/config.json), so it is computed per request in an onRequest hook that runs before helmet's.
 */
async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  const analyticsOrigin = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    const origin = originOf(analyticsHostFor(config, request));
    if (origin) analyticsOrigin.set(request.raw, origin);
  });
  const analytics =
    config.analyticsUrl || config.analyticsPort ? [(req: IncomingMessage) => analyticsOrigin.get(req) ?? ''] : [];
  // Translations and the API may live on other hosts (FILE_HOST, SHOP_HOST): the browser fetches them.
  const apiOrigins = [originOf(config.fileHost), originOf(config.shopHost)].filter((o): o is string => !!o);

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // No defaults: helmet's would add upgrade-insecure-requests, which breaks a plain-http shop.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analytics],
        connectSrc: ["'self'", ...analytics, ...new Set(apiOrigins)],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
