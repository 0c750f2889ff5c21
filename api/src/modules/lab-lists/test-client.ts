import type { FastifyInstance } from 'fastify';
import { authRequests, type Reply } from '../../test/auth-requests';
import { multipartBody } from '../forms/multipart-body';
import type { ListDetail } from './schemas';

/** Test helper (no test itself): the lab-list and favourite calls as a signed-in client makes them. */
export function labListClient(app: FastifyInstance, token: string, language = 'en') {
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) => authRequests(app, { language }).send(method, url, payload, { token });
  return {
    send,
    create: (body: unknown) => send('POST', '/api/lablists/create', body),
    detail: (id: number) => send('GET', `/api/lablists/detail?id=${id}`),
    lists: () => send('GET', '/api/lablists/list'),
    rename: (id: number, name: string) => send('POST', '/api/lablists/rename', { id, name }),
    remove: (id: number) => send('POST', `/api/lablists/delete?id=${id}`),
    addLine: (body: unknown) => send('POST', '/api/lablists/line/add', body),
    updateLine: (body: unknown) => send('POST', '/api/lablists/line/update', body),
    removeLine: (body: unknown) => send('POST', '/api/lablists/line/remove', body),
    addToCart: (id: number) => send('POST', `/api/lablists/add-to-cart?id=${id}`),
    favourite: (productId: number) => send('POST', '/api/favourites/add', { productId }),
    unfavourite: (productId: number) => send('POST', '/api/favourites/remove', { productId }),
    check: (ids: number[]) => send('GET', `/api/favourites/check?productIds=${ids.join(',')}`),
    favourites: () => send('GET', '/api/favourites/list'),
    /** Uploads `content` as the multipart file of an import; `target` is the query (`name=…` or `listId=…`). */
    import: (target: string, fileName: string, content: Buffer): Promise<Reply> => {
      const { payload, headers } = multipartBody([{ name: 'file', fileName, content }]);
      return app.inject({
        method: 'POST',
        url: `/api/lablists/import?${target}`,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': language },
      }) as Promise<Reply>;
    },
    /** A list's detail, which must answer 200. */
    async list(id: number): Promise<ListDetail> {
      const res = await send('GET', `/api/lablists/detail?id=${id}`);
      if (res.statusCode !== 200) throw new Error(`detail ${id}: ${res.body}`);
      return res.json<{ data: ListDetail }>().data;
    },
  };
}
