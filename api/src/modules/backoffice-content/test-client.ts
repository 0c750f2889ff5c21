import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { authRequests, testClock, type Reply } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type Driver, type TestApp } from '../../test/test-app';
import { multipartBody } from '../forms/multipart-body';

const BASE = '/api/backoffice/content/';

/** Test helper (no test itself): the console's content calls as a client makes them. */
export function contentClient(app: FastifyInstance, token?: string, language = 'en') {
  const send = (method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Reply> =>
    authRequests(app, { language }).send(method, `${BASE}${path}`, payload, token ? { token } : {});
  const data = async <T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> => {
    const res = await send(method, path, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  return {
    send,
    data,
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    upload: (query: string, fileName: string, content: Buffer, type = 'application/octet-stream'): Promise<Reply> => {
      const { payload, headers } = multipartBody([{ name: 'file', fileName, content, type }]);
      return app.inject({
        method: 'POST',
        url: `${BASE}file?${query}`,
        payload,
        headers: { ...headers, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }) as Promise<Reply>;
    },
  };
}
export type ContentClient = ReturnType<typeof contentClient>;

let slugs = 0;
/** A new article's body for article/save: written in zh and en only, in the study zone's guide section. */
export const articleBody = (changes: Record<string, unknown> = {}) => ({
  slug: `console-test-${process.pid}-${++slugs}`,
  section: 'guide',
  title: { zh: '电解液配制指南', en: 'Preparing electrolyte' },
  summary: { zh: '摘要', en: 'Summary' },
  body: { zh: '<p>正文</p>', en: '<p>Body</p>' },
  author: 'Lab team',
  tags: { en: ['electrolyte'] },
  ...changes,
});

/** One app per test file and driver, on a clock the test moves, with a content staff member's client. */
export function useContentApp(driver: Driver) {
  const ctx = {} as { t: TestApp; app: FastifyInstance; staff: ContentClient; clock: ReturnType<typeof testClock> };
  beforeAll(async () => {
    ctx.clock = testClock();
    ctx.t = await buildTestApp(driver, { now: ctx.clock.now });
    ctx.app = ctx.t.app;
    ctx.staff = contentClient(ctx.app, (await staffSession(ctx.app, 'content')).token);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** A saved draft article with its id and version. */
export async function draft(staff: ContentClient, changes: Record<string, unknown> = {}) {
  return staff.data<{ id: number; version: string }>('POST', 'article/save', articleBody(changes));
}
