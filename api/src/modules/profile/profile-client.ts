import type { FastifyInstance } from 'fastify';
import { authRequests, freshIp } from '../../test/auth-requests';

/** A complete, valid profile form; override any field. */
export const filledProfile = (overrides: Record<string, unknown> = {}) => ({
  nickname: 'Dr. Li',
  institution: 'Fudan University',
  laboratory: 'Battery Materials Lab',
  mobile: '13912345678',
  email: 'li.lab@fudan.example',
  ...overrides,
});

/** Test helper (no test itself): a new signed-in shopper and the profile calls as a client makes them. */
export async function profileShopper(app: FastifyInstance) {
  // An address of its own per shopper: the registration throttle counts per address.
  const api = authRequests(app, { ip: freshIp() });
  const { token, account } = await api.signUp();
  return {
    api,
    account,
    token,
    get: (language = 'en') => api.send('GET', '/api/user/profile', undefined, { token, language }),
    save: (body: unknown, language = 'en') => api.send('POST', '/api/user/profile', body, { token, language }),
  };
}
