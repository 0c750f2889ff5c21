import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * The signed-in user of a call that guests may make too (feedback, forms, votes): the bearer token's user,
 * or null without one. A token that is sent but no longer valid is a 401, so a shopper whose session ended
 * is asked to sign in again instead of being silently treated as a guest.
 */
export async function optionalUserId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null;
  await app.authenticate(request);
  if (!request.user) throw new AppError(401, 'unauthorized');
  return request.user.id;
}
