import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { analyticsHostFor } from '../../lib/analytics-host';

/** GET /config.json: the runtime settings of docs/contracts.md, read by the shell at boot. */
export function runtimeConfig(config: Config, request: FastifyRequest) {
  return {
    shopHost: config.shopHost,
    fileHost: config.fileHost,
    analyticsHost: analyticsHostFor(config, request),
    analyticsProject: config.analyticsProject,
    analyticsToken: config.analyticsToken,
    mobileFormUrl: config.mobileFormUrl,
  };
}
