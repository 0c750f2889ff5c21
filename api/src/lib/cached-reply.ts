import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';
import { responseKey, sendJson, STALE_HEADER, STALE_MARK, type ResponseCache } from './response-cache';

/**
 * Answers a read from `cache`, keyed by call, the request's language and its validated input. On a miss
 * `load` runs and its envelope is checked against `schema` (as a route response schema would be) and
 * serialized once; hits send that text as it is. Errors (404, 410…) are never cached. While the database cannot be
 * reached, a copy past its TTL (within STALE_IF_ERROR) is sent instead of the 503, marked `X-Cache: stale-if-error`.
 */
export async function cachedReply(
  cache: ResponseCache,
  reply: FastifyReply,
  call: string,
  input: unknown,
  schema: z.ZodType,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = responseKey(call, reply.request.lang, input);
  const { text, stale } = await cache.get(key, async () => JSON.stringify(schema.parse(ok(await load()))));
  if (stale) reply.header(STALE_HEADER, STALE_MARK);
  return sendJson(reply, text);
}
