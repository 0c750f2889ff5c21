import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { testClock, type Reply } from '../../test/auth-requests';
import { staffClient } from '../../test/staff-client';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type Driver, type TestApp } from '../../test/test-app';

/** Test helper (no test itself): the console's content calls as a client makes them. */
export function contentClient(app: FastifyInstance, token?: string, language = 'en') {
  const client = staffClient(app, '/api/backoffice/content/', token, language);
  return {
    ...client,
    /** POST file?<query> with one file part, as the article editor's uploads send it. */
    upload: (query: string, fileName: string, content: Buffer, type = 'application/octet-stream'): Promise<Reply> =>
      client.sendFile(`file?${query}`, { fileName, content, type }),
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
