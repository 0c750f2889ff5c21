import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { Category, CategoryWithChildren } from './schemas';

describe.each(drivers)('categories on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const get = (url: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('lists the 14 top categories in order, in Chinese by default', async () => {
    const res = await get('/api/productcategory/category');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; message: string; data: Category[] }>();
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(14);
    expect(body.data[0]).toEqual({ id: 1, parentId: 0, name: '电池实验', icon: 'battery', sort: 1 });
    expect(body.data.map((c) => c.sort)).toEqual([...body.data.map((c) => c.sort)].sort((a, b) => a - b));
    expect(body.data.every((c) => c.parentId === 0 && c.icon.length > 0)).toBe(true);
  });

  it('sends a cached answer compressed as the client accepts, the same bytes on every hit', async () => {
    const ask = (encoding: string) => t.app.inject({ method: 'GET', url: '/api/productcategory/all/category', headers: { 'accept-encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const [first, second] = [await ask('gzip, deflate, br'), await ask('gzip, deflate, br')];
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/json; charset=utf-8' });
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.each([
    ['en-US,en;q=0.9', 'Battery Experiments', 'Nanomaterials'],
    ['ja', '電池実験', 'ナノ材料'],
    ['ko-KR', '배터리 실험', '나노 소재'],
    ['zh-CN', '电池实验', '纳米材料'],
    ['fr-FR', '电池实验', '纳米材料'],
  ])('answers in the language of Accept-Language %s', async (language, first, second) => {
    const data = (await get('/api/productcategory/category', language)).json<{ data: Category[] }>().data;
    expect(data.slice(0, 2).map((c) => c.name)).toEqual([first, second]);
  });

  it('returns the tree with 3-6 localized sub-categories per top category', async () => {
    const res = await get('/api/productcategory/all/category', 'en');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: CategoryWithChildren[] }>().data;
    expect(data).toHaveLength(14);
    for (const top of data) {
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.children.length).toBeLessThanOrEqual(6);
      for (const child of top.children) expect(child.parentId).toBe(top.id);
    }
    expect(data[0]!.children[0]).toEqual({ id: 101, parentId: 1, name: 'Coin Cell Assembly', icon: 'battery', sort: 1 });
  });

  it('has a name in every language for every category', async () => {
    for (const language of ['zh', 'en', 'ja', 'ko']) {
      const data = (await get('/api/productcategory/all/category', language)).json<{ data: CategoryWithChildren[] }>().data;
      const names = data.flatMap((top) => [top.name, ...top.children.map((c) => c.name)]);
      expect(names.every((name) => name.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('rejects unknown query fields with a 400 naming the field', async () => {
    const res = await get('/api/productcategory/category?foo=1', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "foo"', data: null });
  });
});
