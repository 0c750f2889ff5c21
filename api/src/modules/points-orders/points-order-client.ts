import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { authRequests, freshIp } from '../../test/auth-requests';

/** Test helper (no test itself): a new signed-in shopper, their user id, and the points-order calls as a client makes them. */
export async function pointsOrderShopper(app: FastifyInstance) {
  // An address of its own per shopper: the registration throttle counts per address.
  const api = authRequests(app, { ip: freshIp() });
  const { token, account } = await api.signUp();
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  const get = (url: string, language = 'en') => api.send('GET', url, undefined, { token, language });
  return {
    userId: user!.id,
    token,
    list: (query = '', language?: string) => get(`/api/points-order/list${query ? `?${query}` : ''}`, language),
    detail: (orderNo: string, language?: string) => get(`/api/points-order/detail?orderNo=${encodeURIComponent(orderNo)}`, language),
  };
}
