import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import dbPlugin from '../../plugins/db';
import errors, { sendApiNotFound } from '../../plugins/errors';
import { collectRoutes } from './routes';
import { MAX_BODY_BYTES } from './schemas';

/**
 * The analytics collector: a second, small Fastify app on ANALYTICS_PORT (spec §7: "separate from the
 * product's own API"), sharing the shop's database. Browsers reach it cross-origin, so CORS is open;
 * it reads no cookies and answers nothing private.
 */
export async function buildCollector(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(cors, { origin: '*', methods: ['GET', 'POST'], maxAge: 86_400 });
  await app.register(dbPlugin, { config, database });

  // sendBeacon and the no-cors fetch send JSON as text/plain (no preflight): parse it as JSON too.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      Object.assign(error as Error, { statusCode: 400 });
      done(error as Error, undefined);
    }
  });

  await app.register(collectRoutes, { writeKey: config.analyticsToken });
  app.setNotFoundHandler(sendApiNotFound);
  return app;
}
