import type { FastifyInstance } from 'fastify';
import { authRequests } from '../../test/auth-requests';
import type { Address } from './schemas';

/** Test helper (no test itself): a valid address in Shanghai, Xuhui; override any field. */
export const shanghai = (overrides: Record<string, unknown> = {}) => ({
  receiver: '张三',
  mobile: '13812345678',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310104',
  detail: '漕溪北路 1 号',
  postcode: '200030',
  ...overrides,
});

/** The address calls as a signed-in client makes them; each returns the raw reply. */
export function addressClient(app: FastifyInstance, token: string, language = 'en') {
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) => authRequests(app, { language }).send(method, url, payload, { token });
  return {
    list: () => send('GET', '/api/address/list'),
    add: (body: unknown) => send('POST', '/api/address/add', body),
    update: (body: unknown) => send('POST', '/api/address/update', body),
    remove: (id: number | string) => send('POST', `/api/address/delete?id=${id}`),
    setDefault: (id: number | string) => send('POST', `/api/address/set-default?id=${id}`),
    /** The address book's entries, via the list call. */
    async entries(): Promise<Address[]> {
      return (await send('GET', '/api/address/list')).json<{ data: Address[] }>().data;
    },
    /** Adds an address and returns it (throws when the call fails). */
    async created(overrides: Record<string, unknown> = {}): Promise<Address> {
      const res = await send('POST', '/api/address/add', shanghai(overrides));
      if (res.statusCode !== 200) throw new Error(`add address failed: ${res.body}`);
      return res.json<{ data: Address }>().data;
    },
  };
}
