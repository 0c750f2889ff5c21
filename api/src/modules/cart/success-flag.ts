import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cart answers carry `success` (spec §7), refusals included, but refusals are written by the app's one
 * error handler, which knows nothing of carts. This onSend hook of the cart routes adds `success: false`
 * to those; the routes' own answers already have it.
 */
export async function addCartSuccessFlag(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const { code, message, data } = JSON.parse(payload) as { code: number; message: string; data: unknown };
    return JSON.stringify({ code, message, success: false, data: data ?? null });
  } catch {
    return payload;
  }
}
