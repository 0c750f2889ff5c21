import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { ok } from '../lib/envelope';
import { buildTestApp, type TestApp } from '../test/test-app';

// Routes that exist only in this test, to drive the one error handler through every branch.
function addProbeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/probe/search',
    {
      schema: {
        body: z
          .object({ keyword: z.string().max(10), page: z.number().int().min(1), tags: z.array(z.string()).max(2).optional() })
          .strict(),
      },
    },
    async (request) => ok(request.body),
  );
  r.get('/api/probe/crash', async () => {
    throw new Error('password=hunter2 at /srv/secret.sql');
  });
  r.get('/api/probe/missing', async () => {
    throw new AppError(404, 'notFound');
  });
}

describe('errors and the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { beforeReady: addProbeRoutes });
  });
  afterAll(() => t?.close());

  const search = (payload: unknown, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/probe/search',
      payload: payload as object,
      headers: language ? { 'accept-language': language } : {},
    });

  it('wraps a success in { code: 200, message, data }', async () => {
    const res = await search({ keyword: 'LiPF6', page: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { keyword: 'LiPF6', page: 1 } });
  });

  it.each([
    [{ keyword: 'x' }, 'zh-CN,zh;q=0.9', '缺少必填字段 page'],
    [{ keyword: 'x' }, 'en', 'Missing required field "page"'],
    [{ keyword: 'x', page: 1.5 }, 'zh', '字段 page 应为整数'],
    [{ keyword: 'x', page: 1.5 }, 'en-GB', 'Field "page" must be an integer'],
    [{ keyword: 'x', page: '2' }, 'en', 'Field "page" must be a number'],
    [{ keyword: 'x', page: 0 }, 'en', 'Field "page" must be at least 1'],
    [{ keyword: 'x'.repeat(11), page: 1 }, 'zh', '字段 keyword 最多 10 个字符'],
    [{ keyword: 'x', page: 1, tags: ['a', 'b', 'c'] }, 'en', 'Field "tags" must have at most 2 items'],
    [{ keyword: 'x', page: 1, tags: ['a', 3] }, 'en', 'Field "tags.1" must be a string'],
    [{ keyword: 'x', page: 1, admin: true }, 'zh', '不允许的字段 admin'],
    [{ keyword: 'x', page: 1, admin: true }, 'en', 'Unknown field "admin"'],
    [{ keyword: 'x' }, 'ja', '必須項目 page がありません'],
    [{ keyword: 'x' }, 'ko', '필수 항목 page이(가) 없습니다'],
    [{ keyword: 'x' }, undefined, '缺少必填字段 page'],
  ])('rejects %j (%s) with 400 "%s"', async (payload, language, message) => {
    const res = await search(payload, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/search',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"keyword":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON', data: null });
  });

  it('never shows the cause of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error, please try again later', data: null });
    expect(res.body).not.toContain('hunter2');
  });

  it('maps a service not-found to a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/missing', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '请求的资源不存在', data: null });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown /api path (%s) with a JSON 404', async (method) => {
    const res = await t.app.inject({ method, url: '/api/unknown/thing?x=1', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 404, message: 'The requested resource was not found', data: null });
  });
});
