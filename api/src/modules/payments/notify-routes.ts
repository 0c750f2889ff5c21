import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { createNotificationReceiver } from './notify';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payment/notify, in a plugin of its own: the signature covers the exact bytes sent, so this route
 * (and only this one) keeps the body as the raw string, whatever its content type. No sign-in.
 */
export const notifyRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const receive = createNotificationReceiver(app.db, config.paymentSandboxSecret);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/payment/notify', { bodyLimit: 16_384 }, async (request) => {
    const outcome = await receive(
      { timestamp: header(request.headers['x-sandbox-timestamp']), signature: header(request.headers['x-sandbox-signature']) },
      typeof request.body === 'string' ? request.body : '',
    );
    if (outcome === 'refunded') request.log.warn({ outcome }, 'payment arrived for an order no longer unpaid: refunded');
    return ok({ received: true as const });
  });
};
