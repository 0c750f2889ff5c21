import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a forwarded id may look like: nginx's $request_id is 32 hex digits; UUIDs and similar tokens also pass. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the id nginx (or another proxy) put in X-Request-Id, so one request can be followed
 * from the proxy's access log into every API log line; a new UUID when there is none or it looks wrong
 * (a client must not be able to write arbitrary text into the logs).
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}
