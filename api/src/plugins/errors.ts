import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionWaitTimeout, isDatabaseUnreachable, POOL_BUSY_RETRY_AFTER_S } from '../db/connection-wait';
import { languageFromHeader } from '../i18n/language';
import { messages, type MessageKey, type Messages } from '../i18n/messages';
import { AppError } from '../lib/app-error';
import { validationMessage } from './validation-message';

const messagesOf = (request: FastifyRequest): Messages =>
  messages[languageFromHeader(request.headers['accept-language'])];

function send(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code: status, message, data });
}

/** Fastify's own 4xx errors (body parsing, limits) mapped to a message a client can show. */
function clientErrorKey(error: FastifyError): MessageKey {
  if (error.statusCode === 413) return 'payloadTooLarge';
  if (error.statusCode === 415) return 'unsupportedMediaType';
  if (error.statusCode === 404) return 'notFound';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'invalidJson';
  return 'badRequest';
}

/** The JSON 404 for an unknown /api path (the page router handles everything else). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, messagesOf(request).notFound);
}

/** The one error handler of an app: every failure becomes `{ code, message, data }`. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const m = messagesOf(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext as Parameters<typeof validationMessage>[1];
    return send(reply, 400, validationMessage(error.validation[0]!, context, request, m.field));
  }
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'service failure');
    reply.headers(error.headers);
    return send(reply, error.status, m[error.key], error.data);
  }
  const poolBusy = isConnectionWaitTimeout(error);
  if (poolBusy || isDatabaseUnreachable(error)) {
    // Every connection stayed busy for DATABASE_POOL_WAIT (an overload), or PostgreSQL is restarting or failing
    // over (the pool reconnects by itself): states that pass, not bugs. A quick 503 with Retry-After lets the
    // client (or the balancer) try again shortly, instead of a request queued until someone gives up.
    request.log.warn({ err: error }, poolBusy ? 'no database connection within DATABASE_POOL_WAIT' : 'the database cannot be reached');
    reply.header('retry-after', String(POOL_BUSY_RETRY_AFTER_S));
    return send(reply, 503, m.unavailable, { retryAfter: POOL_BUSY_RETRY_AFTER_S });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, status, m[clientErrorKey(error)]);
  }
  // 5xx: log the cause, never show it (it may carry SQL, paths or secrets).
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, status === 503 ? 503 : 500, status === 503 ? m.unavailable : m.internal);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
