import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { analyticsHostFor } from '../../lib/analytics-host';

/** GET /config.json: the runtime settings of docs/contracts.md, read by the shell at boot. */
export function runtimeConfig(config: Config, request: FastifyRequest) {
  return runtimeSettings(config, analyticsHostFor(config, request));
}

/** The same settings with the analytics host given (a render that no browser asked for, e.g. a release's smoke render, has none). */
export function runtimeSettings(config: Config, analyticsHost: string) {
  return {
    shopHost: config.shopHost,
    fileHost: config.fileHost,
    analyticsHost,
    analyticsProject: config.analyticsProject,
    analyticsToken: config.analyticsToken,
    mobileFormUrl: config.mobileFormUrl,
  };
}
